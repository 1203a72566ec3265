import { defineConfig } from 'vitest/config';

// Source resolution inside the monorepo (see TOOLCHAIN/PREAMBLE): '@postify/source' first. No 'module':
// Vitest hands these conditions to Node, and the AWS SDK's "module" build only loads in bundlers.
const conditions = ['@postify/source', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The migrated database every file's own database starts as.
    globalSetup: ['test/support/template.ts'],
    // Some tests start a server of their own (a fresh PGlite, every migration, the reference data): on two
    // busy cores that alone has taken over 30 s.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two cores: one worker per core; each test file gets its own database.
    maxWorkers: 2,
  },
});
