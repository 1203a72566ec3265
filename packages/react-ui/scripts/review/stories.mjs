// `pnpm review [story files or folders…]`: runs the story tests with every capture written under
// .review/captures (the committed baselines are left alone), then writes .review/index.html comparing them
// with the baselines: changed, new and removed captures by component, each linked to its story in the local
// Storybook (`pnpm storybook`, or STORYBOOK_URL). `pnpm review --accept <story id…>` then makes the reviewed
// captures the baselines (a story id such as `primitives-checkbox--disabled`, a component such as
// `primitives-checkbox`, one mode with `…@dark-1280`, or `--all`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptReview, writeReview } from '@postify/scripts/review';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(packageDir, '.review');
const capturesDir = join(outDir, 'captures');
const resultsPath = join(outDir, 'results.json');
const storybookUrl = process.env.STORYBOOK_URL ?? 'http://localhost:6006';
const suffix = '-chromium-linux.png';

const args = process.argv.slice(2);
if (args[0] === '--accept') {
  const selectors = args.slice(1);
  if (selectors.length === 0) {
    console.error('Name what to accept: a story id, a component id, or --all (see .review/manifest.json).');
    process.exit(1);
  }
  const accepted = acceptReview(outDir, selectors);
  for (const entry of accepted)
    console.log(
      `✓ ${entry.status === 'removed' ? 'deleted' : 'updated'} ${relative(packageDir, entry.baselinePath)}`,
    );
  console.log(
    accepted.length
      ? `${accepted.length} baselines accepted.`
      : 'Nothing matched: see .review/manifest.json for the ids.',
  );
  process.exit(0);
}

/** Storybook's id sanitiser (storybook/internal/csf): what the story's URL is made of. */
const sanitize = (text) =>
  text
    .toLowerCase()
    .replace(/[ '`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');

function pngsUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name.endsWith(suffix) && !/-(actual|diff)-/.test(file.name))
    .map((file) => relative(dir, join(file.parentPath, file.name)));
}

const started = performance.now();
rmSync(capturesDir, { recursive: true, force: true });
const run = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'storybook',
    '--update=all',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsPath}`,
    ...args,
  ],
  { cwd: packageDir, stdio: 'inherit', env: { ...process.env, POSTIFY_REVIEW_CAPTURES: capturesDir } },
);

// Which story files ran, and which of their stories failed (no capture then says nothing about a baseline).
const results = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : { testResults: [] };
const ran = new Map();
for (const file of results.testResults) {
  const failed = new Set(
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => sanitize(test.title)),
  );
  ran.set(relative(packageDir, file.name), failed);
}

const titles = new Map();
function titleOf(storyFile) {
  if (!titles.has(storyFile)) {
    const source = readFileSync(join(packageDir, storyFile), 'utf8');
    titles.set(storyFile, source.match(/^\s*title: '([^']+)'/m)?.[1] ?? storyFile);
  }
  return titles.get(storyFile);
}

const baselines = pngsUnder(join(packageDir, 'src')).map((path) => join('src', path));
const captures = pngsUnder(capturesDir);
const entries = [];
for (const path of new Set([...baselines, ...captures])) {
  // src/<dir>/__screenshots__/<Name>.stories.tsx/<capture>-chromium-linux.png
  const parts = path.split(sep);
  const storyFile = join(...parts.slice(0, -3), parts.at(-2));
  const failedInFile = ran.get(storyFile);
  if (!failedInFile) continue; // not part of this run: nothing to say about it
  const stem = parts.at(-1).slice(0, -suffix.length);
  const modeMatch = stem.match(/-(light|dark)-(\d+)$/);
  const storyName = modeMatch ? stem.slice(0, modeMatch.index) : stem.replace(/-\d+$/, '');
  const title = titleOf(storyFile);
  const storyId = `${sanitize(title)}--${sanitize(storyName)}`;
  const mode = modeMatch ? `${modeMatch[1]} ${modeMatch[2]}` : undefined;
  const globals = modeMatch ? `&globals=theme:${modeMatch[1]}` : '';
  entries.push({
    id: mode ? `${storyId}@${mode.replace(' ', '-')}` : storyId,
    group: title,
    name: storyName.replaceAll('-', ' '),
    mode,
    link: `${storybookUrl}/?path=/story/${storyId}${globals}`,
    baselinePath: join(packageDir, path),
    actualPath: join(capturesDir, path),
    failed: failedInFile.has(sanitize(storyName)),
  });
}

const report = writeReview({
  outDir,
  title: 'Revisão visual — @postify/react-ui',
  entries,
  intro: `Capturas das histórias comparadas com as linhas de base de <code>src/**/__screenshots__</code>. Aceite com <code>pnpm review --accept &lt;id&gt;</code>.`,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nReview: ${report.changed} changed, ${report.added} new, ${report.removed} removed${report.failed ? `, ${report.failed} failed` : ''}, ${report.unchanged} unchanged (${seconds} s)\n→ ${report.file}`,
);
if (run.status !== 0)
  console.log('Some story tests failed (see above): their captures are missing from the review.');
process.exit(run.status ?? 1);
