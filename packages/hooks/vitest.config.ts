import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@postify/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@postify/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The public generics' type tests (`expectTypeOf`), checked by tsc through vitest's typecheck mode.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    environment: 'happy-dom',
    // The real API server (apps/api) on a fresh PGlite database, shared by the data-hook suites.
    globalSetup: ['test/api-server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
