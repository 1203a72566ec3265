import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { rateLimited } from '../http/errors.js';
import type { RequestContext } from '../openapi/operations.js';

/** A limit: at most `max` hits per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** A key's count in its current window after `addRateLimitHits`, and the seconds until that window ends. */
export interface RateLimitCount {
  key: string;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Adds `hits` to each key's fixed window stored in the database (so every instance shares it), starting a new
 * window for keys whose window is over, in one statement; answers each key's count.
 */
export async function addRateLimitHits(
  db: Db,
  entries: readonly { key: string; hits: number }[],
  windowSeconds: number,
): Promise<RateLimitCount[]> {
  if (entries.length === 0) return [];
  const values = sql.join(entries.map(({ key, hits }) => sql`(${key}, now(), ${hits}::integer)`));
  const { rows } = await sql<{ key: string; hits: number; retry_after: number }>`
    insert into rate_limits as r (key, window_started_at, hits) values ${values}
    on conflict (key) do update set
      hits = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then excluded.hits else r.hits + excluded.hits end,
      window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then now() else r.window_started_at end
    returning key, hits, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now()))::float8 as retry_after
  `.execute(db);
  return rows.map((row) => ({ key: row.key, hits: row.hits, retryAfterSeconds: Number(row.retry_after) }));
}

/**
 * Counts one hit on `key` in a fixed window stored in the database (so every instance shares it) and
 * throws 429 with `Retry-After` once the limit is passed.
 */
export async function consumeRateLimit(db: Db, key: string, limit: RateLimit): Promise<void> {
  const [count] = await addRateLimitHits(db, [{ key, hits: 1 }], limit.windowSeconds);
  if (count && count.hits > limit.max) throw rateLimited(count.retryAfterSeconds);
}

/**
 * Which limits an auth action counts against: `login` (password checks), `code` (code checks), `mail`
 * (calls that e-mail a code or link), `signUp` (account creation).
 */
export type AuthAction = 'login' | 'code' | 'mail' | 'signUp';

/** The configured maximum of each auth action, per client IP and per account. */
function maxHits(limits: Config['rateLimits'], action: AuthAction, per: 'ip' | 'account'): number {
  const perIp = per === 'ip';
  return {
    login: perIp ? limits.loginPerIp : limits.loginPerAccount,
    code: perIp ? limits.codePerIp : limits.codePerAccount,
    mail: perIp ? limits.resetPerIp : limits.resetPerAccount,
    signUp: perIp ? limits.signUpPerIp : limits.signUpPerAccount,
  }[action];
}

/** Counts one hit of `action` on the counter `${scope}:${per}:${subject}`. */
async function countHit(
  ctx: RequestContext,
  action: AuthAction,
  per: 'ip' | 'account',
  subject: string,
  scope: string,
): Promise<void> {
  const limits = ctx.services.config.rateLimits;
  await consumeRateLimit(ctx.services.db, `${scope}:${per}:${subject}`, {
    max: maxHits(limits, action, per),
    windowSeconds: limits.windowSeconds,
  });
}

/** Counts one hit of `action` from the client IP; `scope` keeps the counters of different calls apart. */
export function limitPerIp(ctx: RequestContext, action: AuthAction, scope: string = action): Promise<void> {
  return countHit(ctx, action, 'ip', ctx.request.ip, scope);
}

/** Counts one hit of `action` on an account (a normalised e-mail or a user id). */
export function limitPerAccount(
  ctx: RequestContext,
  action: AuthAction,
  account: string,
  scope: string = action,
): Promise<void> {
  return countHit(ctx, action, 'account', account, scope);
}

/** Counts one hit of `action` per client IP, then per account. */
export async function limitAuthAttempt(
  ctx: RequestContext,
  action: AuthAction,
  account: string,
  scope: string = action,
): Promise<void> {
  await limitPerIp(ctx, action, scope);
  await limitPerAccount(ctx, action, account, scope);
}
