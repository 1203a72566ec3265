import { formatIcu } from '../i18n/icu.js';
import { tiktokMessages } from '../messages.js';
import type { Schemas } from '../types.js';

type PrivacyLevel = Schemas['TikTokPrivacyLevel'];
type PostOptions = Schemas['TikTokPostOptions'];
type CreatorInfo = Schemas['TikTokCreatorInfo'];

/** TikTok's privacy levels in the order the composer lists them, widest audience first. */
export const tiktokPrivacyLevels = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const satisfies readonly PrivacyLevel[];

/**
 * The TikTok choices while the author makes them: privacy is null until chosen (TikTok forbids a default)
 * and every switch starts off.
 */
export type TikTokOptionsDraft = Omit<PostOptions, 'privacyLevel' | 'musicUsageConfirmed'> & {
  privacyLevel: PrivacyLevel | null;
  musicUsageConfirmed: boolean;
};

/** A draft with nothing chosen, as TikTok's guidelines require the composer to start. */
export const emptyTikTokOptions: TikTokOptionsDraft = {
  privacyLevel: null,
  allowComment: false,
  allowDuet: false,
  allowStitch: false,
  commercialContent: false,
  yourBrand: false,
  brandedContent: false,
  musicUsageConfirmed: false,
};

/** Codes of the refusals of {@link tiktokOptionsProblems}, catalogue codes `tiktok.<code>`. */
export type TikTokOptionsProblemCode = keyof typeof tiktokMessages;

/** One refusal of the TikTok choices: the field it is about and its pt-BR text. */
export interface TikTokOptionsProblem {
  code: TikTokOptionsProblemCode;
  field: keyof PostOptions | 'media';
  message: string;
  values: Record<string, string | number>;
}

/** What the rules read of the creator: the allowed privacy levels, the disabled interactions, the longest video. */
export type TikTokCreatorLimits = Pick<
  CreatorInfo,
  'privacyLevelOptions' | 'commentDisabled' | 'duetDisabled' | 'stitchDisabled' | 'maxVideoPostDurationSec'
>;

const duration = (seconds: number) => {
  const total = Math.ceil(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Why the TikTok choices cannot be posted yet, in TikTok's rules: a privacy level chosen among the
 * creator's options; no interaction the creator turned off; with the commercial content disclosure on,
 * your brand and/or branded content chosen, and branded content never private ('Somente eu'); the music
 * usage confirmation accepted; a video no longer than the creator may post (`videoSeconds`, when known).
 * Empty when they can be posted. The server runs the same rules.
 */
export function tiktokOptionsProblems(
  draft: TikTokOptionsDraft,
  creator: TikTokCreatorLimits,
  videoSeconds?: number | null,
): TikTokOptionsProblem[] {
  const problems: TikTokOptionsProblem[] = [];
  const add = (
    code: TikTokOptionsProblemCode,
    field: TikTokOptionsProblem['field'],
    values: Record<string, string | number> = {},
  ) => problems.push({ code, field, values, message: formatIcu(tiktokMessages[code], values) });

  if (draft.privacyLevel === null) add('privacyRequired', 'privacyLevel');
  else if (!creator.privacyLevelOptions.includes(draft.privacyLevel))
    add('privacyNotAllowed', 'privacyLevel');
  if (draft.allowComment && creator.commentDisabled) add('commentDisabled', 'allowComment');
  if (draft.allowDuet && creator.duetDisabled) add('duetDisabled', 'allowDuet');
  if (draft.allowStitch && creator.stitchDisabled) add('stitchDisabled', 'allowStitch');
  if (draft.commercialContent && !draft.yourBrand && !draft.brandedContent)
    add('disclosureKindRequired', 'commercialContent');
  if (!draft.commercialContent && (draft.yourBrand || draft.brandedContent))
    add('disclosureOff', 'commercialContent');
  if (draft.brandedContent && draft.privacyLevel === 'SELF_ONLY')
    add('brandedContentPrivate', 'privacyLevel');
  if (!draft.musicUsageConfirmed) add('musicUsageRequired', 'musicUsageConfirmed');
  if (videoSeconds != null && videoSeconds > creator.maxVideoPostDurationSec)
    add('videoTooLong', 'media', {
      duration: duration(videoSeconds),
      limitDuration: duration(creator.maxVideoPostDurationSec),
    });
  return problems;
}

/** The options to send once {@link tiktokOptionsProblems} finds nothing; null while something is missing. */
export function toTikTokPostOptions(draft: TikTokOptionsDraft): PostOptions | null {
  const { privacyLevel, musicUsageConfirmed } = draft;
  if (privacyLevel === null || !musicUsageConfirmed) return null;
  return { ...draft, privacyLevel, musicUsageConfirmed };
}

/**
 * Whether a privacy level can be picked: one of the creator's options, and not 'Somente eu' for branded
 * content (TikTok shows it disabled with the reason).
 */
export function tiktokPrivacyAvailable(
  level: PrivacyLevel,
  creator: Pick<CreatorInfo, 'privacyLevelOptions'>,
  draft: Pick<TikTokOptionsDraft, 'brandedContent'>,
): boolean {
  return creator.privacyLevelOptions.includes(level) && !(draft.brandedContent && level === 'SELF_ONLY');
}

/**
 * The label TikTok puts on the post for the disclosure chosen: 'paidPartnership' for branded content
 * (with or without your brand), 'promotional' for your brand alone, null without disclosure.
 */
export function tiktokDisclosureLabel(
  draft: Pick<TikTokOptionsDraft, 'commercialContent' | 'yourBrand' | 'brandedContent'>,
): 'paidPartnership' | 'promotional' | null {
  if (!draft.commercialContent) return null;
  if (draft.brandedContent) return 'paidPartnership';
  return draft.yourBrand ? 'promotional' : null;
}

const booleanFields = [
  'allowComment',
  'allowDuet',
  'allowStitch',
  'commercialContent',
  'yourBrand',
  'brandedContent',
  'musicUsageConfirmed',
] as const;

/**
 * Reads TikTok options received as JSON (the API's `tiktokOptions` form field) into a draft, or null when
 * the shape is wrong (a field missing, not a boolean, or an unknown privacy level).
 */
export function readTikTokOptions(value: unknown): TikTokOptionsDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const known = new Set<string>(['privacyLevel', ...booleanFields]);
  if (Object.keys(record).some((key) => !known.has(key))) return null;
  const { privacyLevel } = record;
  if (privacyLevel !== null && !tiktokPrivacyLevels.some((level) => level === privacyLevel)) return null;
  const draft: TikTokOptionsDraft = {
    ...emptyTikTokOptions,
    privacyLevel: privacyLevel as PrivacyLevel | null,
  };
  for (const field of booleanFields) {
    const flag = record[field];
    if (typeof flag !== 'boolean') return null;
    draft[field] = flag;
  }
  return draft;
}

/**
 * The limits one set of choices must meet to go to several TikTok accounts: the privacy levels all offer,
 * an interaction off when any account turned it off, the shortest video limit. Null without accounts.
 */
export function combineTikTokCreators(creators: readonly TikTokCreatorLimits[]): TikTokCreatorLimits | null {
  const [first, ...others] = creators;
  if (!first) return null;
  return others.reduce<TikTokCreatorLimits>(
    (all, creator) => ({
      privacyLevelOptions: all.privacyLevelOptions.filter((level) =>
        creator.privacyLevelOptions.includes(level),
      ),
      commentDisabled: all.commentDisabled || creator.commentDisabled,
      duetDisabled: all.duetDisabled || creator.duetDisabled,
      stitchDisabled: all.stitchDisabled || creator.stitchDisabled,
      maxVideoPostDurationSec: Math.min(all.maxVideoPostDurationSec, creator.maxVideoPostDurationSec),
    }),
    first,
  );
}
