import { defineConfig } from 'tsup';

// The public entries (package.json "exports"); their declarations are bundled per entry.
const entries = {
  index: 'src/index.ts',
  'schemas/index': 'src/schemas/index.ts',
  'format/index': 'src/format/index.ts',
  'rules/index': 'src/rules/index.ts',
  'marks/index': 'src/marks/index.ts',
  'import/index': 'src/import/index.ts',
  'messages/index': 'src/i18n/index.ts',
  'terms/index': 'src/schemas/terms.ts',
};

export default defineConfig({
  // One output file per source module (no bundling): an app's bundler then keeps only the modules a
  // page imports and chunks them as it needs, instead of one file per entry holding every export any
  // page uses (the landing needs two UI rules, not the whole `rules` entry and every message).
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/testing/**'],
  bundle: false,
  format: ['esm'],
  dts: { entry: entries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
