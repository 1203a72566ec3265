import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { messages } from '../src/messages.js';
import { startTestServer, type TestServer } from './support/server.js';

// Two instances of the API on one database, behind a proxy on this machine (the test client, 127.0.0.1):
// each browser is told apart by the X-Forwarded-For the proxy adds.
const budget = 5;
const flushMs = 50;
const overrides = {
  trustProxy: ['loopback'],
  rateLimits: { ...defaultRateLimits, requestsPerMinutePerIp: budget, requestsFlushMs: flushMs },
};
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer(overrides);
  // The second instance works on the first one's database handle (PGlite is in memory, in this process).
  second = await startTestServer(overrides, { db: first.db });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

/** Waits until the shared row of `address` holds `hits` (both instances have added their counts). */
async function sharedHits(address: string, hits: number) {
  await expect
    .poll(
      async () =>
        (
          await first.db
            .selectFrom('rate_limits')
            .select('hits')
            .where('key', '=', `all:ip:${address}`)
            .executeTakeFirst()
        )?.hits,
      { timeout: 5_000 },
    )
    .toBe(hits);
  // The instance that wrote the row reads the total back in the same statement; let it apply the answer.
  await sleep(flushMs * 2);
}

describe('per-IP budget of every route', () => {
  it('is shared by two instances on one database', async () => {
    const browser = '203.0.113.40';
    for (let i = 0; i < 3; i++) expect((await first.call('GET', '/plans', from(browser))).status).toBe(200);
    await sharedHits(browser, 3);
    // Any route counts: a refused sign-in and an unknown path too.
    expect((await second.call('GET', '/users/me', from(browser))).status).toBe(401);
    expect((await second.call('GET', '/nao-existe', from(browser))).status).toBe(404);
    await sharedHits(browser, 5);

    // The second instance has seen two requests of this browser, but knows the three of the first one.
    const refused = await second.call('GET', '/plans', from(browser));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      status: 'error',
      code: 'RATE_LIMITED',
      message: messages.rateLimited,
      details: null,
    });
    expect(refused.body.message).toBe('Muitas tentativas. Aguarde alguns instantes e tente novamente.');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another browser behind the same proxy has its own budget.
    expect((await second.call('GET', '/plans', from('198.51.100.41'))).status).toBe(200);
  });

  it('refuses at once within one instance, before any count reaches the database', async () => {
    const browser = '203.0.113.50';
    const answers = [];
    for (let i = 0; i <= budget; i++) answers.push((await first.call('GET', '/plans', from(browser))).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('leaves the health check and the signed blob links out of the budget', async () => {
    const browser = '203.0.113.60';
    for (let i = 0; i < budget; i++) await first.call('GET', '/plans', from(browser));
    expect((await first.call('GET', '/plans', from(browser))).status).toBe(429);
    expect((await first.call('GET', '/health', from(browser))).status).toBe(200);
    // A wrongly signed blob link is refused by its own check (403), not by the budget.
    const blob = await first.call(
      'GET',
      `/storage/blobs/8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a?expires=4102444800&signature=${'0'.repeat(64)}`,
      from(browser),
    );
    expect(blob.status).toBe(403);
  });
});
