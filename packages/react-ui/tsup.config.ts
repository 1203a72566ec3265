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
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => bundleStyles('dist'),
});
