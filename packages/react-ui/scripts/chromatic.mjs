// Publishes the built Storybook to Chromatic when a project token is configured; without one it says
// so and succeeds, so local runs and CI without the secret are not blocked.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic publish.');
  process.exit(0);
}

const packageDir = new URL('..', import.meta.url);
const run = (command, args) =>
  spawnSync(command, args, { cwd: packageDir, stdio: 'inherit', env: process.env }).status ?? 1;

if (!existsSync(new URL('storybook-static/index.html', packageDir))) {
  const built = run('pnpm', ['run', 'build-storybook']);
  if (built !== 0) process.exit(built);
}

process.exit(
  run('pnpm', [
    'dlx',
    'chromatic@18.14.3',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--only-changed',
  ]),
);
