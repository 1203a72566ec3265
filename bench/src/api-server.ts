// The API as `pnpm --filter @postify/api start` runs it, except that the sign-in and per-IP rate limits and
// the cap on one user's pending uploads are lifted: the benchmark measures what one instance can answer, not
// how fast it refuses a flood from one address (with the cap of 20, nearly every measured
// `POST /storage/upload-url` was a 429 until the bench counted its answers).
// An account gets one sign-in code per 30 seconds (a constant, not a limit), so the seed also makes
// `loginAccounts` copies of the demo user for `POST /auth/login` to take in turn.
import { buildServer, loadConfig, seedDemo } from '@postify/api/testing';
import { loginAccounts, loginEmail } from './workload.js';

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
      requestsPerMinutePerIp: unlimited,
    },
    storage: { ...config.storage, maxPendingUploads: unlimited },
  },
  {
    seed: async (services) => {
      await seedDemo(services);
      const demo = await services.db
        .selectFrom('users')
        .select(['password_hash'])
        .where('email', '=', 'demo@postify.dev')
        .executeTakeFirstOrThrow();
      for (let first = 0; first < loginAccounts; first += 500) {
        await services.db
          .insertInto('users')
          .values(
            Array.from({ length: 500 }, (_, k) => ({
              name: `Conta de carga ${first + k}`,
              email: loginEmail(first + k),
              password_hash: demo.password_hash,
              email_verified_at: new Date(),
              updated_at: new Date(),
            })),
          )
          .onConflict((conflict) => conflict.column('email').doNothing())
          .execute();
      }
    },
  },
);
await server.listen();
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
