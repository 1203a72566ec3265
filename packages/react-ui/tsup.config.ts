import { existsSync, readdirSync } from 'node:fs';
import { markClientEntries } from '@postify/scripts/use-client';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { bundleStyles } from './scripts/bundle-styles';

// One ESM entry per component folder, so an app that imports `@postify/react-ui/Button` ships only that.
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

// The Connected* components, one entry each beside their index (`@postify/react-ui/connected/PostComposer`):
// they need @tanstack/react-query, so no plain entry may reach them.
const connectedEntries = Object.fromEntries(
  readdirSync('src/connected')
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => [`connected/${file.slice(0, -3)}`, `src/connected/${file}`]),
);

const entry = { index: 'src/index.ts', ...componentEntries, ...connectedEntries };

export default defineConfig({
  entry,
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
  onSuccess: async () => {
    bundleStyles('dist');
    // Every entry holds components, hooks or contexts: all are client modules for React Server Components.
    markClientEntries(Object.keys(entry).map((name) => `dist/${name}.js`));
  },
});
