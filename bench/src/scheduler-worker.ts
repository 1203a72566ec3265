// One process of the scheduler benchmark (src/scheduler.ts), on the database its environment names:
// `seed <count>` creates the demo account and `count` occurrences already due on its Instagram account;
// `work` builds the API's services, says `ready`, waits for `go` on stdin, then drains as the
// `pnpm --filter @postify/api scheduler` process does and prints which occurrences it handed the network;
// `tally` prints how the occurrences ended.
import { createInterface } from 'node:readline';
import {
  buildServer,
  createScheduler,
  loadConfig,
  networkPublisher,
  type Publisher,
  refreshExpiringTokens,
  seedDemo,
} from '@postify/api/testing';

/** The caption that marks the benchmark's occurrences. */
export const benchCaption = 'Post do benchmark do agendador #postify';

const [mode, countArg] = process.argv.slice(2);
const config = loadConfig();
const server = await buildServer(config);
const { services } = server;
const { db } = services;

if (mode === 'seed') {
  await seedDemo(services);
  const account = await db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .select(['social_accounts.id', 'social_accounts.project_id'])
    .where('platforms.name', '=', 'Instagram')
    .where('social_accounts.status', '=', 'ACTIVE')
    .where('social_accounts.access_token_encrypted', 'is not', null)
    .executeTakeFirstOrThrow();
  const post = await db
    .insertInto('posts')
    .values({ project_id: account.project_id, caption: benchCaption, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const due = new Date(Date.now() - 60_000);
  const row = {
    post_id: post.id,
    project_id: account.project_id,
    social_account_id: account.id,
    scheduled_at: due,
    next_attempt_at: due,
    updated_at: new Date(),
  };
  for (let left = Number(countArg); left > 0; left -= 1000) {
    await db
      .insertInto('post_schedules')
      .values(Array.from({ length: Math.min(left, 1000) }, () => row))
      .execute();
  }
} else if (mode === 'work') {
  const handed: number[] = [];
  const keyToId = new Map<string, number>();
  const publish = networkPublisher(services);
  // The same publisher the scheduler process uses, noting each occurrence handed to the network.
  const noting: Publisher = async (request) => {
    const id = keyToId.get(request.idempotencyKey);
    if (id === undefined) {
      const row = await db
        .selectFrom('post_schedules')
        .select('id')
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      keyToId.set(request.idempotencyKey, row.id);
      handed.push(row.id);
    } else handed.push(id);
    return publish(request);
  };
  const scheduler = createScheduler(services, {
    settings: config.scheduler,
    publish: noting,
    beforeTick: async () => {
      await refreshExpiringTokens(services);
    },
    workerId: `bench-scheduler-${process.pid}`,
  });
  console.log('ready');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'go') break;
  lines.close();
  const started = performance.now();
  const result = await scheduler.drain();
  console.log(
    JSON.stringify({ workerId: scheduler.workerId, ...result, ms: performance.now() - started, handed }),
  );
} else if (mode === 'tally') {
  const byStatus = await db
    .selectFrom('post_schedules')
    .innerJoin('posts', 'posts.id', 'post_schedules.post_id')
    .select(['post_schedules.status', (eb) => eb.fn.countAll<string>().as('occurrences')])
    .where('posts.caption', '=', benchCaption)
    .groupBy('post_schedules.status')
    .execute();
  const errors = await db
    .selectFrom('post_schedules')
    .innerJoin('posts', 'posts.id', 'post_schedules.post_id')
    .select('post_schedules.last_error')
    .distinct()
    .where('posts.caption', '=', benchCaption)
    .where('post_schedules.last_error', 'is not', null)
    .execute();
  // The sandbox keeps one publication per idempotency key: this counts the occurrences it received.
  const published = await db
    .selectFrom('sandbox_publications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('caption', '=', benchCaption)
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({
      byStatus: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.occurrences)])),
      sandboxPublications: Number(published.n),
      errors: errors.map((r) => r.last_error),
    }),
  );
} else {
  throw new Error(`unknown mode ${mode}: seed <count> | work | tally`);
}
await server.close();
process.exit(0);
