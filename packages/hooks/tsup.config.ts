import { markClientEntries } from '@postify/scripts/use-client';
import { defineConfig } from 'tsup';

// The public entries (package.json "exports"); their declarations are bundled per entry.
const entry = { index: 'src/index.ts', 'state/index': 'src/state/index.ts' };

export default defineConfig({
  // One output file per source module (no bundling): an app's bundler keeps only the hooks a page uses
  // and chunks them per route, instead of one `index.js` that every console page downloads whole
  // (the console shell needs the provider and three hooks, not the composer's or the storage's).
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/*.test.tsx'],
  bundle: false,
  format: ['esm'],
  dts: { entry },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // PostifyProvider and the hooks run in the browser only: Next.js server components import them as client
  // references (the entries' re-exports make every module behind them part of the client bundle).
  onSuccess: async () => markClientEntries(Object.keys(entry).map((name) => `dist/${name}.js`)),
});
