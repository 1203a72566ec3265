import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ rateLimits: { ...defaultRateLimits, loginPerIp: 3, resetPerIp: 2 } });
});
afterAll(() => t.close());

describe('per-IP rate limits', () => {
  it('limits sign-in attempts from one address across accounts', async () => {
    for (const email of ['a@exemplo.com', 'b@exemplo.com', 'c@exemplo.com']) {
      const answer = await t.call('POST', '/auth/login', { body: { email, password: 'Errada@123' } });
      expect(answer.status).toBe(401);
    }
    const blocked = await t.call('POST', '/auth/login', {
      body: { email: 'd@exemplo.com', password: 'Errada@123' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits password-reset requests from one address, still without revealing accounts', async () => {
    await t.call('POST', '/auth/forgot-password', { body: { email: 'x@exemplo.com' } });
    await t.call('POST', '/auth/forgot-password', { body: { email: 'y@exemplo.com' } });
    const blocked = await t.call('POST', '/auth/forgot-password', { body: { email: 'z@exemplo.com' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
  });

  it('keeps the counters in the database, shared by every instance', async () => {
    const rows = await t.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', 'like', 'login:ip:%')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hits).toBeGreaterThanOrEqual(4);
  });
});
