// `pnpm bench`: builds what the measurements read, then runs every benchmark in turn, each in its own
// process so one's memory and JIT state do not colour the next. Results: bench/results/*.json.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStampFile, hostDist } from './product.js';

const here = dirname(fileURLToPath(import.meta.url));
const bench = join(here, '..');
const root = join(bench, '..');
const node = [process.execPath, '--conditions=@postify/source', '--import', 'tsx'];

// BENCH_PACKAGES_BUILT=1 skips the packages' build when their dist/ folders are current (after ./test.sh,
// or on a machine where others use those folders meanwhile).
const buildPackages: [string, string[]][] = process.env.BENCH_PACKAGES_BUILT
  ? []
  : [['build the packages', ['pnpm', 'build']]];
const steps: [string, string[]][] = [
  ...buildPackages,
  [
    'build the console into its own folder',
    ['pnpm', '--filter', '@postify/host', 'exec', 'vite', 'build', '--outDir', hostDist, '--emptyOutDir'],
  ],
  [
    'stamp it with the commit it was built from',
    [
      process.execPath,
      '-e',
      `const { execFileSync: x } = require('node:child_process');
       const git = (...a) => x('git', a, { encoding: 'utf8' }).trim();
       require('node:fs').writeFileSync(${JSON.stringify(join(hostDist, buildStampFile))}, JSON.stringify({
         commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0, builtAt: new Date().toISOString(),
       }));`,
    ],
  ],
  [
    'prerender its public pages',
    ['pnpm', '--filter', '@postify/host', 'exec', 'node', 'scripts/prerender.mjs', hostDist],
  ],
  [
    'write its brotli and gzip copies',
    ['pnpm', '--filter', '@postify/host', 'exec', 'node', 'scripts/compress.mjs', hostDist],
  ],
  ['bundle sizes', [...node, join(here, 'bundle.ts')]],
  ['Lighthouse', [...node, join(here, 'lighthouse.ts')]],
  [
    'API on PGlite and PostgreSQL',
    [join(root, 'scripts', 'with-postgres.sh'), ...node, join(here, 'api.ts')],
  ],
  ['PostsGrid and WeekCalendar rendering', [...node, join(here, 'render.ts')]],
  ['CSV import check of 10,000 rows in the browser', [...node, join(here, 'import.ts')]],
  [
    'scheduler draining on PostgreSQL (3 workers) and PGlite (1)',
    [join(root, 'scripts', 'with-postgres.sh'), ...node, join(here, 'scheduler.ts')],
  ],
];

let failed = 0;
for (const [title, [command, ...args]] of steps) {
  console.log(`\n━━ ${title}`);
  // The builds run from the root; the benchmarks from bench/, where `--import tsx` resolves.
  const cwd = command === 'pnpm' ? root : bench;
  const { status } = spawnSync(command as string, args, { cwd, stdio: 'inherit' });
  if (status !== 0) {
    failed++;
    console.error(`✗ ${title} failed (exit ${status})`);
  }
}
process.exit(failed ? 1 : 0);
