// `pnpm --filter @postify/host review`: takes every route's screenshots (scripts/screenshots.mjs, built
// first) into .review/captures and writes .review/index.html comparing them with the committed
// `screenshots/`, the same report as react-ui's story review. `review --accept <page…>` (e.g. `dashboard`,
// `dashboard@375`, or `--all`) then makes the reviewed screenshots the committed ones.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptReview, writeReview } from '@postify/scripts/review';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(hostDir, '.review');
const capturesDir = join(outDir, 'captures');
const committedDir = join(hostDir, 'screenshots');

const args = process.argv.slice(2);
if (args[0] === '--accept') {
  const accepted = acceptReview(outDir, args.slice(1));
  for (const entry of accepted) console.log(`✓ ${relative(hostDir, entry.baselinePath)}`);
  console.log(
    accepted.length
      ? `${accepted.length} screenshots accepted.`
      : 'Nothing matched: see .review/manifest.json.',
  );
  process.exit(0);
}

const started = performance.now();
rmSync(capturesDir, { recursive: true, force: true });
const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: hostDir, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;
if (run('pnpm', ['run', 'build']) !== 0) process.exit(1);
const status = run('node', ['scripts/screenshots.mjs'], { SCREENSHOTS_DIR: capturesDir });

const pngs = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []);
const entries = [...new Set([...pngs(committedDir), ...pngs(capturesDir)])].map((file) => {
  // <route>@<width>.png, the route's slashes as dashes ('landing' is '/').
  const [page, width] = file.slice(0, -'.png'.length).split('@');
  return {
    id: `${page}@${width}`,
    group: page === 'landing' ? '/' : `/${page}`,
    name: page,
    mode: `${width} px`,
    baselinePath: join(committedDir, file),
    actualPath: join(capturesDir, file),
  };
});
const report = writeReview({
  outDir,
  title: 'Revisão visual — páginas do @postify/host',
  entries,
  intro:
    'Capturas de cada rota (1280 e 375 px) comparadas com <code>apps/host/screenshots</code>. As datas nas telas são as do dia da captura.',
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nReview: ${report.changed} changed, ${report.added} new, ${report.removed} removed, ${report.unchanged} unchanged (${seconds} s)\n→ ${report.file}`,
);
process.exit(status);
