// attw does not expand the "./*" export pattern: name every built component entry explicitly so each
// one is checked for ESM type resolution.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const entries = readdirSync(dist, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.js`, dist)))
  .map((entry) => `./${entry.name}`);

const result = spawnSync('attw', ['--pack', '.', '--profile', 'esm-only', '--entrypoints', '.', ...entries], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
process.exit(result.status ?? 1);
