import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** The CSP of an answer as directive → sources. */
function policy(headers: Headers): Map<string, string[]> {
  const raw = headers.get('content-security-policy') ?? '';
  return new Map(
    raw
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const styleHashes = (page: string) =>
  [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );

describe('HTTP security headers', () => {
  it('every JSON answer says nosniff, may not be framed and is not stored — successes, errors and codes alike', async () => {
    const answers = [
      await t.call('GET', '/health'),
      await t.call('POST', '/auth/login', {
        body: { email: 'ninguem@exemplo.com', password: 'Errada@2026' },
      }),
      await t.call('GET', '/dev/mailbox?to=ninguem%40exemplo.com'),
      await t.call('GET', '/nao-existe'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = policy(answer.headers);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // Served over plain http here: no HSTS.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 404]);
  });

  it('the sandbox pages run under a CSP that allows their own stylesheet and forms, and nothing else', async () => {
    const appSettings = `${t.config.publicAppUrl}/settings`;
    const plan = await t.db.selectFrom('plans').select('id').orderBy('id').executeTakeFirstOrThrow();
    const pages = [
      `/sandbox/oauth/instagram/authorize?client_id=postify-sandbox&redirect_uri=${encodeURIComponent(appSettings)}&state=abc&scope=instagram_business_basic`,
      `/sandbox/checkout?planId=${plan.id}&period=monthly`,
    ];
    for (const path of pages) {
      const page = await t.call('GET', path);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('<form');
      const csp = policy(page.headers);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      // The page's inline stylesheet is allowed by its hash; no inline script or style attribute is.
      const hashes = styleHashes(page.text);
      expect(hashes.length).toBeGreaterThan(0);
      expect(csp.get('style-src')).toEqual(hashes);
      expect(page.text).not.toMatch(/<script|\sstyle=/);
      expect(csp.has('script-src')).toBe(false);
      // Forms post to this API, which answers with a redirect to the web app.
      expect(csp.get('form-action')).toEqual([
        "'self'",
        new URL(t.config.publicApiUrl).origin,
        new URL(t.config.publicAppUrl).origin,
      ]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
    const allowed = await t.call('POST', '/sandbox/oauth/instagram/authorize', {
      raw: new URLSearchParams({
        client_id: 'postify-sandbox',
        redirect_uri: appSettings,
        state: 'abc',
        decision: 'allow',
      }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(allowed.status).toBe(303);
    expect(allowed.headers.get('location')).toMatch(/\/settings\?code=sbx_code_/);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    // A refused page (bad parameters) is held to the same policy.
    const refused = await t.call('GET', '/sandbox/oauth/instagram/authorize?client_id=outro');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(policy(refused.headers).get('default-src')).toEqual(["'none'"]);
    expect(policy(refused.headers).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('keeps a safe X-Request-ID and replaces anything else with a fresh id', async () => {
    const kept = await t.call('GET', '/health', { headers: { 'x-request-id': 'trace.01:Ab_c-9' } });
    expect(kept.headers.get('x-request-id')).toBe('trace.01:Ab_c-9');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const unsafe of ['<script>alert(1)</script>', 'linha um; dois', 'x'.repeat(129), '"id"']) {
      const replaced = await t.call('GET', '/health', { headers: { 'x-request-id': unsafe } });
      expect(replaced.headers.get('x-request-id')).toMatch(uuid);
    }
    const none = await t.call('GET', '/health');
    expect(none.headers.get('x-request-id')).toMatch(uuid);
  });

  it('sends HSTS when the API is served over https', async () => {
    const https = await startTestServer({
      publicApiUrl: 'https://api.postify.dev',
      publicAppUrl: 'https://app.postify.dev',
    });
    try {
      const answer = await https.call('GET', '/health');
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plan = await https.db.selectFrom('plans').select('id').orderBy('id').executeTakeFirstOrThrow();
      const page = await https.call('GET', `/sandbox/checkout?planId=${plan.id}&period=yearly`);
      expect(policy(page.headers).get('form-action')).toEqual([
        "'self'",
        'https://api.postify.dev',
        'https://app.postify.dev',
      ]);
    } finally {
      await https.close();
    }
    // A second server (and database) starts here: slow on a busy machine.
  }, 90_000);
});
