// attw checks the tarball `pnpm pack` makes (pnpm applies `publishConfig.exports`, npm does not: `attw
// --pack` would check the workspace's exports with the private `@postify/source` condition). attw does not
// expand the "./*" export patterns: name every built component and connected entry explicitly so each one
// is checked for ESM type resolution.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url);
const dist = new URL('../dist/', import.meta.url);
const entries = [
  ...readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.js`, dist)))
    .map((entry) => `./${entry.name}`),
  ...readdirSync(new URL('connected/', dist))
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map((file) => `./connected/${file.slice(0, -3)}`),
];

const packDir = mkdtempSync(join(tmpdir(), 'react-ui-pack-'));
try {
  const pack = spawnSync('pnpm', ['pack', '--pack-destination', packDir], { cwd: root, stdio: 'ignore' });
  if (pack.status !== 0) process.exit(pack.status ?? 1);
  const tarball = join(packDir, readdirSync(packDir)[0] ?? '');
  const result = spawnSync('attw', [tarball, '--profile', 'esm-only', '--entrypoints', '.', ...entries], {
    stdio: 'inherit',
    cwd: root,
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
