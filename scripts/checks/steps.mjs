// Every check of the repository as a graph: what each step runs, what it needs first, how much of the machine
// it keeps busy, and how its output says what it checked. scripts/checks/run.mjs runs the graph; ./test.sh
// runs it whole, `pnpm test:quick` runs the quick tier.
//
// Build once: the packages, the console (with its prerendered pages), the API's production folder, the
// Storybook and the packed tarballs are made by one step each, and the steps that use them get their paths.

/** Where the run keeps what it builds for later steps (ignored by git), relative to the repository. */
export const checksDir = '.checks';

/**
 * @typedef {object} Step
 * @property {string} id
 * @property {string} name what the table prints
 * @property {string} run a bash command, run from the repository's root
 * @property {string[]} [needs] steps that must have passed first
 * @property {number} cores how many of the machine's cores the step keeps busy (0: downloads, waiting)
 * @property {keyof import('./counts.mjs').counters} [counts] how its output says what it checked
 * @property {true | string} [quick] part of the quick tier: as it is, or with this command instead
 * @property {string} [workspace] in the quick tier only when this workspace or one it depends on changed
 */

/**
 * @type {Step[]} In the order they start: free cores go to the first step whose needs are met, and one that
 * does not fit holds the steps after it. The story run (one core, the longest) starts first and the one-core
 * steps share the other core beside it; the two-core steps (journeys, the PGlite suite) come last, alone.
 */
export const steps = [
  {
    id: 'debian',
    name: 'Debian packages (chromium, postgresql)',
    run: 'scripts/checks/debian-packages.sh',
    cores: 0,
    quick: true,
  },
  { id: 'deps', name: 'dependencies', run: 'pnpm install --frozen-lockfile', cores: 1, quick: true },
  {
    id: 'build-packages',
    name: 'build packages',
    run: 'pnpm build',
    needs: ['deps'],
    cores: 2,
    quick: true,
  },
  {
    id: 'test-react-ui',
    name: 'react-ui: components and stories in Chromium (axe, screenshots)',
    // One story file at a time beside the one-core steps: two at once (the config's default) took 223–280 s
    // alone, but then nothing else ran beside it, and the whole run took longer.
    run: 'pnpm --filter @postify/react-ui test --maxWorkers=1',
    // Its package tests read the built entry points.
    needs: ['build-packages', 'debian'],
    cores: 1,
    counts: 'vitest',
    workspace: '@postify/react-ui',
    quick: 'pnpm --filter @postify/react-ui exec vitest run --project unit --project package',
  },
  {
    id: 'build-host',
    name: 'build the console (prerendered pages, compressed)',
    run: 'pnpm --filter @postify/host build',
    needs: ['build-packages'],
    cores: 1,
  },
  {
    id: 'build-storybook',
    name: 'build the Storybook',
    run: 'pnpm --filter @postify/react-ui build-storybook && node scripts/checks/stories.mjs',
    needs: ['deps'],
    cores: 1,
    counts: 'stories',
  },

  {
    id: 'test-api-postgres',
    name: 'api: over HTTP on PostgreSQL',
    run: 'pnpm --filter @postify/api test:postgres',
    needs: ['deps', 'debian'],
    cores: 1,
    counts: 'vitest',
  },
  {
    id: 'typecheck',
    name: 'typecheck',
    run: 'pnpm typecheck',
    needs: ['build-packages'],
    cores: 1,
    quick: true,
  },
  {
    id: 'build-api',
    name: 'build the API (production folder)',
    run: `pnpm --filter @postify/api build && rm -rf ${checksDir}/api && pnpm --filter @postify/api deploy --prod ${checksDir}/api`,
    needs: ['build-packages'],
    cores: 1,
  },
  {
    id: 'smoke',
    name: 'production smoke run (built API ×2, workers ×2, host; PostgreSQL, S3, SMTP)',
    run: `SMOKE_API_DIR="$PWD/${checksDir}/api" SMOKE_PREBUILT=1 scripts/production-smoke.sh`,
    needs: ['build-api', 'build-host', 'debian'],
    cores: 1,
    counts: 'smoke',
  },
  {
    id: 'pack',
    name: 'pack the packages (as published)',
    run: `scripts/pack-packages.sh ${checksDir}/packs`,
    needs: ['build-packages'],
    cores: 1,
  },
  {
    id: 'partner-embed',
    name: 'partner embed example (React 18.3 and 19)',
    run: `PARTNER_PACKS="$PWD/${checksDir}/packs" scripts/partner-embed.sh`,
    needs: ['pack', 'debian'],
    cores: 1,
    counts: 'playwright',
  },
  {
    id: 'partner-next',
    name: 'partner Next.js example (App Router, next build + next start)',
    run: `PARTNER_PACKS="$PWD/${checksDir}/packs" scripts/partner-next.sh`,
    needs: ['pack', 'debian'],
    cores: 1,
    counts: 'playwright',
  },
  {
    id: 'test-hooks',
    name: 'hooks: against the real API',
    run: 'pnpm --filter @postify/hooks test',
    needs: ['deps'],
    cores: 1,
    counts: 'vitest',
    workspace: '@postify/hooks',
    quick: true,
  },
  {
    id: 'test-host',
    name: 'host: pages and production server',
    run: 'pnpm --filter @postify/host test',
    needs: ['build-packages'],
    cores: 1,
    counts: 'vitest',
    workspace: '@postify/host',
    quick: true,
  },
  {
    id: 'test-sdk',
    name: 'sdk: unit and type tests',
    run: 'pnpm --filter @postify/sdk test',
    needs: ['deps'],
    cores: 1,
    counts: 'vitest',
    workspace: '@postify/sdk',
    quick: true,
  },
  {
    id: 'test-scripts',
    name: 'scripts: tooling and workspace boundaries',
    run: 'pnpm --filter @postify/scripts test',
    needs: ['deps'],
    cores: 1,
    counts: 'vitest',
    workspace: '@postify/scripts',
    quick: true,
  },
  {
    id: 'check-packages',
    name: 'package checks (publint, attw, size-limit, route budgets)',
    run: 'scripts/checks/package-checks.sh',
    needs: ['build-packages', 'build-host'],
    cores: 1,
    counts: 'packages',
  },
  { id: 'lint', name: 'format + lint (biome)', run: 'pnpm lint', needs: ['deps'], cores: 1, quick: true },
  {
    id: 'openapi-lint',
    name: 'openapi lint (redocly)',
    run: 'pnpm openapi:lint',
    needs: ['deps'],
    cores: 1,
    quick: true,
  },
  {
    id: 'openapi-types',
    name: 'openapi types up to date',
    run: 'pnpm --filter @postify/sdk run generate:check',
    needs: ['deps'],
    cores: 1,
    quick: true,
  },
  {
    id: 'chromatic',
    name: 'chromatic (publishes with CHROMATIC_PROJECT_TOKEN, else says skipped)',
    run: 'pnpm --filter @postify/react-ui chromatic',
    needs: ['deps'],
    cores: 0,
  },
  {
    id: 'e2e',
    name: 'end-to-end journeys (playwright)',
    run: `E2E_HOST_DIST="$PWD/apps/host/dist" scripts/e2e.sh`,
    needs: ['build-host', 'build-storybook', 'debian'],
    cores: 2,
    counts: 'playwright',
  },
  {
    id: 'test-api-pglite',
    name: 'api: over HTTP on PGlite',
    run: 'pnpm --filter @postify/api test:pglite',
    needs: ['deps'],
    cores: 2,
    counts: 'vitest',
    workspace: '@postify/api',
    quick: true,
  },
];
