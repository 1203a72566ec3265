import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'schemas/index': 'src/schemas/index.ts',
    'format/index': 'src/format/index.ts',
    'rules/index': 'src/rules/index.ts',
    'marks/index': 'src/marks/index.ts',
    'messages/index': 'src/i18n/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});
