import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The referral programme: the share reward and how many sign-ups count towards it. */
export const referralProgramme = { rewardPercentage: 20, maxReferrals: 10 } as const;

/** The user's share code, made once from their first name and four digits (`MARIA2026`-like). */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'referral_code'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.referral_code) return user.referral_code;
  const stem =
    (user.name.split(/\s+/)[0] ?? '')
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'POSTIFY';
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = `${stem}${randomInt(1000, 10000)}`;
    // Only a user without a code takes one, and a code taken by someone else is never reused.
    const updated = await db
      .updateTable('users')
      .set({ referral_code: code })
      .where('id', '=', userId)
      .where('referral_code', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('users as other').select('other.id').where('other.referral_code', '=', code))),
      )
      .returning('referral_code')
      .executeTakeFirst();
    if (updated?.referral_code) return updated.referral_code;
    const again = await db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (again.referral_code) return again.referral_code;
  }
  throw new Error('could not allocate a referral code');
}

/** The user behind a share code (case-insensitive), for registration. */
export async function referrerOf(db: Db, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`upper(referral_code)`, '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** How many accounts signed up through the user's link. */
export async function referralCount(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('referred_by', '=', userId)
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * The referrer of a sign-up through `code`, while they are under `maxReferrals`; an unknown code or a full
 * programme yields null (the sign-up goes on, nobody is credited).
 */
export async function countableReferrer(db: Db, code: string): Promise<string | null> {
  const referrer = await referrerOf(db, code);
  if (!referrer) return null;
  return (await referralCount(db, referrer)) < referralProgramme.maxReferrals ? referrer : null;
}
