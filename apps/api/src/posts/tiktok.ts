import type { Schemas } from '@postify/sdk';
import {
  readTikTokOptions,
  type TikTokOptionsDraft,
  tiktokMessages,
  tiktokOptionsProblems,
  toTikTokPostOptions,
} from '@postify/sdk/rules';
import type { Db } from '../db/database.js';
import type { FieldViolation } from '../http/errors.js';
import { postMessages } from '../messages.js';
import { readCreatorInfo } from '../networks/creator-info.js';
import type { Services } from '../services.js';
import type { ProjectAccount } from './accounts.js';

/** The form field the TikTok choices travel in (the JSON text of a `TikTokPostOptions`). */
export const tiktokOptionsField = 'tiktokOptions';

/** Reads the `tiktokOptions` form field; undefined when absent, a violation when it is not valid options. */
export function parseTikTokOptions(
  text: string | undefined,
  violations: FieldViolation[],
): TikTokOptionsDraft | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    violations.push({ field: tiktokOptionsField, message: postMessages.invalidJson });
    return undefined;
  }
  const draft = readTikTokOptions(value);
  if (!draft) violations.push({ field: tiktokOptionsField, message: postMessages.invalidJson });
  return draft ?? undefined;
}

/**
 * TikTok's review rules for a post: with a TikTok account the choices are required and checked against
 * each TikTok account's creator info read from TikTok now (the same `tiktokOptionsProblems` the composer
 * runs; the video's length is TikTok's own check at publish, the server does not read videos); sent
 * without one they are refused, while `stored` ones (an edit's) are dropped. Answers the options to store
 * (null without TikTok) and the violations.
 */
export async function checkTikTokOptions(
  services: Services,
  projectId: string,
  accounts: readonly ProjectAccount[],
  sent: TikTokOptionsDraft | undefined,
  stored?: TikTokOptionsDraft,
): Promise<{ options: Schemas['TikTokPostOptions'] | null; violations: FieldViolation[] }> {
  const tiktok = accounts.filter(
    (account) => services.networks.providerFor(account.platformName)?.slug === 'tiktok',
  );
  if (tiktok.length === 0)
    return {
      options: null,
      violations: sent ? [{ field: tiktokOptionsField, message: tiktokMessages.optionsWithoutTikTok }] : [],
    };
  const draft = sent ?? stored;
  if (!draft)
    return {
      options: null,
      violations: [{ field: tiktokOptionsField, message: tiktokMessages.optionsRequired }],
    };
  const violations = new Map<string, FieldViolation>();
  for (const account of tiktok) {
    const creator = await readCreatorInfo(services, projectId, account.id);
    for (const problem of tiktokOptionsProblems(draft, creator)) {
      const field = `${tiktokOptionsField}.${problem.field}`;
      violations.set(`${field}:${problem.code}`, { field, message: problem.message });
    }
  }
  return { options: toTikTokPostOptions(draft), violations: [...violations.values()] };
}

/** The accounts of the post's occurrences still waiting to be published (what an edit's choices apply to). */
export function waitingAccounts(db: Db, postId: number): Promise<ProjectAccount[]> {
  return db
    .selectFrom('post_schedules')
    .innerJoin('social_accounts', 'social_accounts.id', 'post_schedules.social_account_id')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .select([
      'social_accounts.id as id',
      'platforms.name as platformName',
      'social_accounts.username as username',
      'social_accounts.status as status',
    ])
    .distinct()
    .where('post_schedules.post_id', '=', postId)
    .where('post_schedules.status', '=', 'SCHEDULED')
    .execute();
}

/** The options stored with a post, or undefined when it has none. */
export const storedTikTokOptions = (stored: unknown) => readTikTokOptions(stored) ?? undefined;

/** The stored options as TikTok is sent them, or null when the post has none. */
export function publishableTikTokOptions(stored: unknown): Schemas['TikTokPostOptions'] | null {
  const draft = readTikTokOptions(stored);
  return draft ? toTikTokPostOptions(draft) : null;
}
