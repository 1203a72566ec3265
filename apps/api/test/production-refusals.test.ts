import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

/** A production environment with every setting safe; each test breaks one. */
const safe = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://postify:senha@smtp.exemplo.com:587',
  PAYMENTS: 'sandbox',
  NETWORKS: 'sandbox',
};

/** The message an operator reads when production refuses `env`, or null when it starts. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('production refuses to start on an unsafe setting, naming the variable', () => {
  it('starts with every setting safe', () => {
    expect(refusal(safe)).toBeNull();
    expect(loadConfig(safe)).toMatchObject({ nodeEnv: 'production', devMailbox: false, seedDemo: false });
  });

  it('counts any NODE_ENV other than development and test as production', () => {
    for (const nodeEnv of ['staging', 'prod', 'Production', 'preview']) {
      expect(loadConfig({ ...safe, NODE_ENV: nodeEnv }).nodeEnv).toBe('production');
      expect(refusal({ ...safe, NODE_ENV: nodeEnv, JWT_SECRET: undefined })).toMatch(/JWT_SECRET/);
    }
    expect(loadConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).nodeEnv).toBe('test');
    expect(loadConfig({}).nodeEnv).toBe('development');
  });

  it('refuses a JWT secret missing or shorter than 32 characters', () => {
    expect(refusal({ ...safe, JWT_SECRET: undefined })).toMatch(/JWT_SECRET must be set to at least 32/);
    expect(refusal({ ...safe, JWT_SECRET: 'x'.repeat(31) })).toMatch(/JWT_SECRET/);
    expect(refusal({ ...safe, JWT_SECRET: 'x'.repeat(32) })).toBeNull();
  });

  it('refuses network tokens encrypted with a key derived from the JWT secret', () => {
    expect(refusal({ ...safe, TOKEN_ENCRYPTION_KEY: undefined })).toMatch(
      /TOKEN_ENCRYPTION_KEY must be set to its own key of at least 32 characters/,
    );
    expect(refusal({ ...safe, TOKEN_ENCRYPTION_KEY: 'c2hvcnQ=' })).toMatch(/TOKEN_ENCRYPTION_KEY/);
    // 32 characters or more that are not 32 bytes would fail at the first encryption.
    expect(refusal({ ...safe, TOKEN_ENCRYPTION_KEY: 'z'.repeat(40) })).toMatch(
      /TOKEN_ENCRYPTION_KEY must be 32 bytes/,
    );
    expect(refusal({ ...safe, TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') })).toBeNull();
  });

  it('refuses the sandbox payment provider unless PAYMENTS=sandbox asks for it', () => {
    expect(refusal({ ...safe, PAYMENTS: undefined })).toMatch(
      /PAYMENTS must be set to stripe .* or to sandbox/,
    );
    expect(refusal({ ...safe, PAYMENTS: 'paypal' })).toMatch(/PAYMENTS must be set/);
  });

  it('runs Stripe only with both of its secrets, naming the missing ones', () => {
    const stripe = {
      ...safe,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(refusal(stripe)).toBeNull();
    expect(refusal({ ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toMatch(
      /PAYMENTS=stripe needs STRIPE_WEBHOOK_SECRET:/,
    );
    expect(refusal({ ...stripe, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: undefined })).toMatch(
      /PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET:/,
    );
    // Outside production too: a Stripe setup without its secrets is a mistake, not a sandbox.
    expect(refusal({ NODE_ENV: 'development', PAYMENTS: 'stripe' })).toMatch(/STRIPE_SECRET_KEY/);
  });

  it('refuses the sandbox social networks unless NETWORKS=sandbox asks for them or every network has credentials', () => {
    expect(refusal({ ...safe, NETWORKS: undefined })).toMatch(
      /NETWORKS must be set to sandbox .*Instagram, Facebook, TikTok, LinkedIn, Threads, YouTube, X, Bluesky.*INSTAGRAM_CLIENT_ID/,
    );
    const live = {
      INSTAGRAM_CLIENT_ID: 'ig',
      INSTAGRAM_CLIENT_SECRET: 'ig-secret',
      FACEBOOK_CLIENT_ID: 'fb',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
    };
    expect(refusal({ ...safe, ...live, NETWORKS: undefined })).toMatch(
      /NETWORKS must be set to sandbox .*TikTok, LinkedIn, Threads, YouTube, X, Bluesky/,
    );
    expect(
      refusal({
        ...safe,
        ...live,
        TIKTOK_CLIENT_ID: 'tt',
        TIKTOK_CLIENT_SECRET: 'tt-secret',
        LINKEDIN_CLIENT_ID: 'li',
        LINKEDIN_CLIENT_SECRET: 'li-secret',
        THREADS_CLIENT_ID: 'th',
        THREADS_CLIENT_SECRET: 'th-secret',
        YOUTUBE_CLIENT_ID: 'yt',
        YOUTUBE_CLIENT_SECRET: 'yt-secret',
        X_CLIENT_ID: 'x',
        X_CLIENT_SECRET: 'x-secret',
        BLUESKY_CLIENT_ID: 'https://app.postify.com.br/oauth/bluesky-client-metadata.json',
        BLUESKY_CLIENT_SECRET: '{"kty":"EC","crv":"P-256","d":"…"}',
        NETWORKS: undefined,
      }),
    ).toBeNull();
  });

  it('refuses a network configured by half (an id without its secret or the reverse), even with NETWORKS=sandbox', () => {
    expect(refusal({ ...safe, LINKEDIN_CLIENT_ID: 'li' })).toMatch(
      /LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET must be set together/,
    );
    expect(refusal({ ...safe, YOUTUBE_CLIENT_SECRET: 'yt-secret' })).toMatch(
      /YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET must be set together/,
    );
    expect(refusal({ ...safe, THREADS_CLIENT_ID: 'th', THREADS_CLIENT_SECRET: 'th-secret' })).toBeNull();
    expect(refusal({ ...safe, X_CLIENT_ID: 'x' })).toMatch(
      /X_CLIENT_ID and X_CLIENT_SECRET must be set together/,
    );
    expect(refusal({ ...safe, BLUESKY_CLIENT_SECRET: '{}' })).toMatch(
      /BLUESKY_CLIENT_ID and BLUESKY_CLIENT_SECRET must be set together/,
    );
  });

  it('refuses to run without SMTP unless MAIL=log asks for it', () => {
    expect(refusal({ ...safe, SMTP_URL: undefined })).toMatch(/SMTP_URL must be set.*MAIL=log/);
    expect(refusal({ ...safe, SMTP_URL: undefined, MAIL: 'log' })).toBeNull();
  });

  it('refuses the development mailbox and the demo seed', () => {
    expect(refusal({ ...safe, DEV_MAILBOX: '1' })).toMatch(/DEV_MAILBOX=1 must not be set/);
    expect(refusal({ ...safe, SEED_DEMO: '1' })).toMatch(/SEED_DEMO=1 must not be set/);
  });

  it('refuses webhooks to this machine, while a listed private receiver is allowed', () => {
    expect(refusal({ ...safe, WEBHOOK_ALLOW_LOCALHOST: '1' })).toMatch(
      /WEBHOOK_ALLOW_LOCALHOST=1 must not be set/,
    );
    expect(
      loadConfig({ ...safe, WEBHOOK_ALLOWED_PRIVATE_HOSTS: 'hooks.interno, 10.8.0.0/16' }).webhooks,
    ).toMatchObject({ allowLocalHttp: false, allowedPrivateHosts: ['hooks.interno', '10.8.0.0/16'] });
  });

  it('lists every problem in one message', () => {
    const message = refusal({ NODE_ENV: 'staging', DEV_MAILBOX: '1', SEED_DEMO: '1' }) ?? '';
    expect(message).toMatch(/^Postify API refuses to start in production \(NODE_ENV=staging/);
    const problems = message.split('\n').filter((line) => line.startsWith('  - '));
    expect(problems.map((line) => /^ {2}- ([A-Z_]+)/.exec(line)?.[1])).toEqual([
      'JWT_SECRET',
      'TOKEN_ENCRYPTION_KEY',
      'PAYMENTS',
      'NETWORKS',
      'SMTP_URL',
      'DEV_MAILBOX',
      'SEED_DEMO',
    ]);
  });
});

describe('development conveniences are explicit opt-ins', () => {
  it('serves no mailbox and seeds no demo data unless asked for', () => {
    for (const nodeEnv of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV: nodeEnv })).toMatchObject({ devMailbox: false, seedDemo: false });
    }
    expect(loadConfig({ DEV_MAILBOX: '1', SEED_DEMO: '1' })).toMatchObject({
      devMailbox: true,
      seedDemo: true,
    });
    expect(loadConfig({ DEV_MAILBOX: '0', SEED_DEMO: 'false' })).toMatchObject({
      devMailbox: false,
      seedDemo: false,
    });
  });

  it('refuses a switch value it does not understand instead of guessing', () => {
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(
      /DEV_MAILBOX must be 1 \(on\) or 0 \(off\): yes/,
    );
    expect(() => loadConfig({ SEED_DEMO: 'on' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ WEBHOOK_ALLOW_LOCALHOST: 'sim' })).toThrow(/WEBHOOK_ALLOW_LOCALHOST/);
  });

  it('sends webhooks to this machine only when WEBHOOK_ALLOW_LOCALHOST=1 asks for it', () => {
    for (const nodeEnv of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV: nodeEnv }).webhooks.allowLocalHttp).toBe(false);
      expect(loadConfig({ NODE_ENV: nodeEnv, WEBHOOK_ALLOW_LOCALHOST: '1' }).webhooks.allowLocalHttp).toBe(
        true,
      );
    }
  });

  it('refuses a private-hosts list it cannot read, naming the entry', () => {
    expect(() => loadConfig({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: '10.0.0.0/33' })).toThrow(
      /WEBHOOK_ALLOWED_PRIVATE_HOSTS must be a comma-separated list .*: 10.0.0.0\/33/,
    );
    expect(() => loadConfig({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: 'http://hooks.interno' })).toThrow(
      /WEBHOOK_ALLOWED_PRIVATE_HOSTS/,
    );
  });
});
