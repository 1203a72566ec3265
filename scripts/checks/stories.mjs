// Says how many stories the Storybook build holds (its index.json), for the run's table.
import { readFileSync } from 'node:fs';

const index = JSON.parse(
  readFileSync(new URL('../../packages/react-ui/storybook-static/index.json', import.meta.url), 'utf8'),
);
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story').length;
console.log(`› ${stories} stories built`);
