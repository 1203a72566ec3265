import { existsSync, readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { bundleStyles } from './scripts/bundle-styles';

// One ESM entry per component folder, so an app that imports `@postify/react-ui/Button` ships only that.
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

export default defineConfig({
  entry: { index: 'src/index.ts', ...componentEntries },
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json` (see the build script): tsup's bundled d.ts
  // runs out of memory with one entry per component.
  dts: false,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => bundleStyles('dist'),
});
