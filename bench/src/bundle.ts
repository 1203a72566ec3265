// Bundle sizes against their budgets: every size-limit entry of the three packages (min+gzip, React
// excluded) and the initial JavaScript of each console route (the host's own budget script) in the
// benchmark's build of the console (`hostDist`).
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { hostDist } from './product.js';
import { writeResult } from './results.js';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Entry {
  name: string;
  bytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

async function sizeLimit(pkg: string): Promise<Entry[]> {
  // size-limit exits non-zero when an entry is over budget; its JSON still says which one.
  const { stdout } = await run('pnpm', ['exec', 'size-limit', '--json'], {
    cwd: join(root, 'packages', pkg),
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  const entries = JSON.parse(stdout) as {
    name: string;
    size: number;
    sizeLimit?: number;
    passed?: boolean;
  }[];
  return entries.map((e) => ({
    name: e.name,
    bytes: e.size,
    budgetBytes: e.sizeLimit ?? Number.NaN,
    withinBudget: e.passed ?? true,
  }));
}

async function hostRoutes(): Promise<Entry[]> {
  const { stdout } = await run('node', ['scripts/budgets.mjs', hostDist, '--json'], {
    cwd: join(root, 'apps', 'host'),
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  return JSON.parse(stdout) as Entry[];
}

const figures = {
  '@postify/sdk': await sizeLimit('sdk'),
  '@postify/hooks': await sizeLimit('hooks'),
  '@postify/react-ui': await sizeLimit('react-ui'),
  'apps/host routes': await hostRoutes(),
};
for (const [group, entries] of Object.entries(figures)) {
  for (const e of entries) {
    const kb = (n: number) => (n / 1000).toFixed(1);
    console.log(
      `${e.withinBudget ? '✓' : '✗'} ${group.padEnd(18)} ${e.name.padEnd(48)} ${kb(e.bytes)} / ${kb(e.budgetBytes)} KB`,
    );
  }
}
console.log(`→ ${await writeResult('bundle', figures)}`);
