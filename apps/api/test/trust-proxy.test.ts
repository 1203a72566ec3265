import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, loadConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './support/server.js';

// The test client reaches the servers from 127.0.0.1, as the console's server (apps/host) does when both run
// on one machine; X-Forwarded-For carries the address of the browser behind it.
const limits = { ...defaultRateLimits, loginPerIp: 2 };
let behindProxy: TestServer;
let oneHop: TestServer;
let exposed: TestServer;
// Three servers: on a busy machine each PGlite start can take tens of seconds.
beforeAll(async () => {
  const trusting = (value: string) => ({
    trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy,
    rateLimits: limits,
  });
  [behindProxy, oneHop, exposed] = await Promise.all([
    startTestServer(trusting('loopback')),
    startTestServer(trusting('1')),
    startTestServer({ rateLimits: limits }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([behindProxy?.close(), oneHop?.close(), exposed?.close()]);
});

/** A failed sign-in from the browser at `address`, as the proxy forwards it. */
const signInFrom = (t: TestServer, address: string) =>
  t.call('POST', '/auth/login', {
    body: { email: 'ninguem@exemplo.com', password: 'Errada@123' },
    headers: { 'x-forwarded-for': address },
  });

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  it.each([
    ['the proxy named by address (loopback)', () => behindProxy],
    ['one hop', () => oneHop],
  ])('gives two browsers behind the trusted proxy separate budgets: %s', async (_name, server) => {
    const t = server();
    expect((await signInFrom(t, '203.0.113.10')).status).toBe(401);
    expect((await signInFrom(t, '203.0.113.10')).status).toBe(401);
    expect((await signInFrom(t, '203.0.113.10')).status).toBe(429);
    // Another browser, same proxy: its own budget.
    expect((await signInFrom(t, '198.51.100.20')).status).toBe(401);
    // A client that prepends a forged address to the proxy's entry is still counted by the proxy's entry.
    expect((await signInFrom(t, '192.0.2.99, 203.0.113.10')).status).toBe(429);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    expect((await signInFrom(exposed, '203.0.113.10')).status).toBe(401);
    expect((await signInFrom(exposed, '198.51.100.20')).status).toBe(401);
    // A third "address" is the same client: the header changed nothing.
    const blocked = await signInFrom(exposed, '192.0.2.30');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads a hop count, true, or a list of addresses, ranges and names', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.0.2.7' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
  });

  it('refuses to start on a value it cannot read, naming the variable', () => {
    for (const value of ['sim', '10.0.0.0/33', '10.0.0/8', '-1', 'loopback,', '1.5', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
