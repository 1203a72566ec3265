import { markClientEntries } from '@postify/scripts/use-client';
import { defineConfig } from 'tsup';

const entry = { index: 'src/index.ts', 'state/index': 'src/state/index.ts' };

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@tanstack/react-query', /^@postify\/sdk(\/.*)?$/],
  // PostifyProvider and the hooks run in the browser only: Next.js server components import them as client
  // references.
  onSuccess: async () => markClientEntries(Object.keys(entry).map((name) => `dist/${name}.js`)),
});
