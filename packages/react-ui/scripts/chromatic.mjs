// Publishes the Storybook to Chromatic when a project token is configured (the token names the project;
// chromatic.config.json holds the rest). Without one it says so and succeeds, so local runs and CI without
// the secret are not blocked. The build always carries Vite's preview-stats.json (`--stats-json`), which
// TurboSnap (`onlyChanged`) needs to snapshot only the stories a change can reach, in a folder of its own
// (chromatic.config.json): the test run serves `storybook-static` to the journeys meanwhile.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('⚠ Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (nothing was published).');
  process.exit(0);
}

const packageDir = new URL('..', import.meta.url);
const run = (command, args) =>
  spawnSync(command, args, { cwd: packageDir, stdio: 'inherit', env: process.env }).status ?? 1;

const built = run('pnpm', [
  'exec',
  'storybook',
  'build',
  '--quiet',
  '--stats-json',
  '--output-dir',
  'storybook-chromatic',
]);
if (built !== 0) process.exit(built);
process.exit(run('pnpm', ['exec', 'chromatic', '--config-file', 'chromatic.config.json']));
