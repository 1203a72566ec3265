import type { Config } from './config.js';
import { parseKey } from './networks/token-crypto.js';

/** The environment prefixes of the networks' live credentials (`<PREFIX>_CLIENT_ID`, `_CLIENT_SECRET`). */
const networkPrefixes = ['INSTAGRAM', 'FACEBOOK', 'TIKTOK', 'LINKEDIN', 'THREADS', 'YOUTUBE', 'X', 'BLUESKY'];

/** Shortest accepted `JWT_SECRET` and `TOKEN_ENCRYPTION_KEY` in production. */
export const minimumSecretLength = 32;

/**
 * Every reason production must not start with this configuration, one sentence each naming its variable;
 * empty outside production (`development`, `test`). Reported together so an operator fixes them in one go.
 */
export function productionRefusals(config: Config, env: NodeJS.ProcessEnv): string[] {
  if (config.nodeEnv !== 'production') return [];
  const refusals: string[] = [];
  if ((env.JWT_SECRET ?? '').length < minimumSecretLength)
    refusals.push(
      `JWT_SECRET must be set to at least ${minimumSecretLength} characters: it signs access tokens, codes and billing portal links, and must be the same on every instance.`,
    );
  const tokenKey = config.networks.tokenEncryptionKey;
  if (!tokenKey || tokenKey.length < minimumSecretLength)
    refusals.push(
      `TOKEN_ENCRYPTION_KEY must be set to its own key of at least ${minimumSecretLength} characters (32 bytes as 64 hex characters or base64): social network tokens must not be encrypted with a key derived from JWT_SECRET.`,
    );
  else if (!isTokenKey(tokenKey))
    refusals.push('TOKEN_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64).');
  if (env.PAYMENTS === 'stripe') {
    const missing = stripeSecretsMissing(env);
    if (missing) refusals.push(missing);
  } else if (env.PAYMENTS !== 'sandbox')
    refusals.push(
      'PAYMENTS must be set to stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) for real payments, or to sandbox to run the sandbox payment provider on purpose: it charges nothing and grants every trial.',
    );
  const sandboxNetworks = (
    [
      ['Instagram', config.networks.instagram],
      ['Facebook', config.networks.facebook],
      ['TikTok', config.networks.tiktok],
      ['LinkedIn', config.networks.linkedin],
      ['Threads', config.networks.threads],
      ['YouTube', config.networks.youtube],
      ['X', config.networks.x],
      ['Bluesky', config.networks.bluesky],
    ] as const
  )
    .filter(([, credentials]) => credentials === null)
    .map(([name]) => name);
  if (sandboxNetworks.length > 0 && env.NETWORKS !== 'sandbox')
    refusals.push(
      `NETWORKS must be set to sandbox to run the sandbox network for ${sandboxNetworks.join(', ')} on purpose (nothing is published for real), or set their credentials (INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET, likewise FACEBOOK_, TIKTOK_, LINKEDIN_, THREADS_, YOUTUBE_, X_ and BLUESKY_).`,
    );
  for (const prefix of networkPrefixes) {
    const id = Boolean(env[`${prefix}_CLIENT_ID`]);
    const secret = Boolean(env[`${prefix}_CLIENT_SECRET`]);
    // One of the two alone silently falls back to the sandbox: the operator meant the live network.
    if (id !== secret)
      refusals.push(
        `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together: with only one, the network would run as the sandbox and publish nothing for real.`,
      );
  }
  if (!config.smtpUrl && env.MAIL !== 'log')
    refusals.push(
      'SMTP_URL must be set so sign-in codes and reset links reach their owners (or set MAIL=log to keep e-mails only in the log on purpose).',
    );
  if (config.devMailbox)
    refusals.push(
      'DEV_MAILBOX=1 must not be set: /dev/mailbox would show every code and reset link to anyone.',
    );
  if (config.webhooks.allowLocalHttp)
    refusals.push(
      'WEBHOOK_ALLOW_LOCALHOST=1 must not be set: webhooks could reach the services on this machine; name a private receiver in WEBHOOK_ALLOWED_PRIVATE_HOSTS instead.',
    );
  if (config.seedDemo)
    refusals.push('SEED_DEMO=1 must not be set: it creates demo users whose password is published.');
  return refusals;
}

/** The one sentence saying what `PAYMENTS=stripe` lacks, or null. */
export function stripeSecretsMissing(env: NodeJS.ProcessEnv): string | null {
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
  return missing.length === 0
    ? null
    : `PAYMENTS=stripe needs ${missing.join(' and ')}: the secret key creates Checkout and portal sessions, the webhook secret proves an event came from Stripe.`;
}

/** The one error message listing every refusal. */
export function refusalMessage(nodeEnv: string | undefined, refusals: readonly string[]): string {
  return [
    `Postify API refuses to start in production (NODE_ENV=${nodeEnv}; only development and test are not production). Fix:`,
    ...refusals.map((refusal) => `  - ${refusal}`),
  ].join('\n');
}

function isTokenKey(value: string): boolean {
  try {
    parseKey(value);
    return true;
  } catch {
    return false;
  }
}
