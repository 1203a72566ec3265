// The API as `pnpm --filter @postify/api start` runs it, except that the sign-in rate limits are lifted:
// the benchmark measures what one instance can answer, not how fast it refuses a flood from one address.
import { loadConfig } from '../../apps/api/src/config.js';
import { seedDemo } from '../../apps/api/src/seed/demo.js';
import { buildServer } from '../../apps/api/src/server.js';

const unlimited = 1_000_000_000;
const config = loadConfig();
const server = await buildServer(
  {
    ...config,
    rateLimits: {
      ...config.rateLimits,
      loginPerAccount: unlimited,
      loginPerIp: unlimited,
      codePerAccount: unlimited,
      codePerIp: unlimited,
    },
  },
  { seed: (services) => seedDemo(services).then(() => undefined) },
);
await server.listen();
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
