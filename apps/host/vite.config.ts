import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The console consumes the packages as a partner would: their built `dist` through the public entry
// points (no source condition), plus `@postify/react-ui/styles.css`.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
// `/api`, and the network icons the API serves for its platforms' `displayIcon`.
const apiProxy = {
  '/api': { target: api, changeOrigin: true },
  '/static/networks': { target: api, changeOrigin: true },
};

// TanStack Query's client and cache (not its observers: a form that only mutates does not read queries),
// the API client with its middleware, the hooks' provider and context.
const providerLayer = [
  /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](?![A-Za-z]*Observer)/,
  /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider/,
  /[\\/]openapi-fetch[\\/]/,
  /[\\/]sdk[\\/]dist[\\/](client\.js|errors\.js|middleware[\\/]|session[\\/])/,
  /[\\/]hooks[\\/]dist[\\/]data[\\/]core[\\/](PostifyProvider|context|query-client|session-signal|current-project-store)\.js/,
];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its components' strings (calendar, date fields, menus, number fields…) in 34
    // languages; the product speaks pt-BR, and en-US is react-aria's own fallback.
    optimizeLocales.vite({ locales: ['pt-BR', 'en-US'] }),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    target: 'es2022',
    // Maps are written for error reports and debugging, without the comment that points a browser at them:
    // ~50 bytes gzipped per chunk every visitor downloads (0.7 KB of the landing's initial JavaScript).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, its DOM renderer and the router in one chunk, which every page needs: split by what
          // each lazy screen shares (as the bundler would), they took ~4 KB more gzipped in five files.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The provider layer every form and console page loads before its screen: left to the bundler, it
            // came in ~8 small chunks (~2 KB more gzipped). Listed by path, its imports left out.
            {
              name: 'provider',
              test: (id) => providerLayer.some((path) => path.test(id)),
              includeDependenciesRecursively: false,
            },
            // The password checklist's rule, on its own: left to the bundler, it joins the schemas' chunk (zod
            // and every form's schema), which the forms load only when submitted (src/forms/useFormFields.ts).
            {
              name: 'password-strength',
              test: /[\\/]sdk[\\/]dist[\\/]schemas[\\/]password-strength\.js$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'console',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      // The production server, started for real on a random port against a small build.
      {
        test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], testTimeout: 20_000 },
      },
    ],
  },
});
