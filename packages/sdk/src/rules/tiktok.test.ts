import { describe, expect, it } from 'vitest';
import {
  combineTikTokCreators,
  emptyTikTokOptions,
  readTikTokOptions,
  type TikTokCreatorLimits,
  tiktokDisclosureLabel,
  tiktokOptionsProblems,
  tiktokPrivacyAvailable,
  toTikTokPostOptions,
} from './tiktok.js';

const creator: TikTokCreatorLimits = {
  privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
  commentDisabled: false,
  duetDisabled: true,
  stitchDisabled: true,
  maxVideoPostDurationSec: 60,
};
const ready = {
  ...emptyTikTokOptions,
  privacyLevel: 'PUBLIC_TO_EVERYONE' as const,
  musicUsageConfirmed: true,
};
const codes = (draft: typeof ready | typeof emptyTikTokOptions, seconds?: number) =>
  tiktokOptionsProblems(draft, creator, seconds).map((problem) => problem.code);

describe('TikTok posting rules', () => {
  it('start with nothing chosen: privacy and the music confirmation are asked for, in pt-BR', () => {
    const problems = tiktokOptionsProblems(emptyTikTokOptions, creator);
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['privacyLevel', 'Escolha quem pode ver este post no TikTok.'],
      ['musicUsageConfirmed', 'Confirme que concorda com a Confirmação de Uso de Música do TikTok.'],
    ]);
    expect(toTikTokPostOptions(emptyTikTokOptions)).toBeNull();
  });

  it('accept a complete choice and turn it into the options to send', () => {
    expect(codes(ready)).toEqual([]);
    expect(toTikTokPostOptions({ ...ready, allowComment: true })).toMatchObject({
      privacyLevel: 'PUBLIC_TO_EVERYONE',
      allowComment: true,
      musicUsageConfirmed: true,
    });
  });

  it('refuse a privacy level the creator does not offer and interactions the creator turned off', () => {
    expect(codes({ ...ready, privacyLevel: 'MUTUAL_FOLLOW_FRIENDS' })).toEqual(['privacyNotAllowed']);
    expect(codes({ ...ready, allowComment: true, allowDuet: true, allowStitch: true })).toEqual([
      'duetDisabled',
      'stitchDisabled',
    ]);
  });

  it('with the disclosure on, ask which kind, and never let branded content be private', () => {
    expect(codes({ ...ready, commercialContent: true })).toEqual(['disclosureKindRequired']);
    expect(codes({ ...ready, yourBrand: true })).toEqual(['disclosureOff']);
    expect(
      codes({ ...ready, commercialContent: true, brandedContent: true, privacyLevel: 'SELF_ONLY' }),
    ).toEqual(['brandedContentPrivate']);
    expect(codes({ ...ready, commercialContent: true, yourBrand: true, privacyLevel: 'SELF_ONLY' })).toEqual(
      [],
    );
    expect(tiktokPrivacyAvailable('SELF_ONLY', creator, { brandedContent: true })).toBe(false);
    expect(tiktokPrivacyAvailable('SELF_ONLY', creator, { brandedContent: false })).toBe(true);
    expect(tiktokPrivacyAvailable('MUTUAL_FOLLOW_FRIENDS', creator, { brandedContent: false })).toBe(false);
  });

  it('label the post as TikTok will: paid partnership wins over promotional content', () => {
    expect(tiktokDisclosureLabel({ commercialContent: true, yourBrand: true, brandedContent: false })).toBe(
      'promotional',
    );
    expect(tiktokDisclosureLabel({ commercialContent: true, yourBrand: true, brandedContent: true })).toBe(
      'paidPartnership',
    );
    expect(
      tiktokDisclosureLabel({ commercialContent: false, yourBrand: true, brandedContent: false }),
    ).toBeNull();
  });

  it("refuse a video longer than the creator's maximum, naming both durations", () => {
    expect(codes(ready, 60)).toEqual([]);
    const [problem] = tiktokOptionsProblems(ready, creator, 75.2);
    expect(problem).toMatchObject({
      field: 'media',
      message: 'O vídeo tem 1:16; esta conta do TikTok aceita vídeos de até 1:00.',
    });
  });

  it('read options sent as JSON, refusing a wrong shape', () => {
    expect(readTikTokOptions({ ...ready })).toEqual(ready);
    expect(readTikTokOptions({ ...ready, privacyLevel: 'EVERYONE' })).toBeNull();
    expect(readTikTokOptions({ ...ready, allowComment: 'yes' })).toBeNull();
    expect(readTikTokOptions({ ...ready, extra: true })).toBeNull();
    expect(readTikTokOptions([ready])).toBeNull();
  });

  it('hold several TikTok accounts to what all of them allow', () => {
    expect(
      combineTikTokCreators([
        creator,
        {
          ...creator,
          privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
          commentDisabled: true,
          maxVideoPostDurationSec: 30,
        },
      ]),
    ).toEqual({
      privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      commentDisabled: true,
      duetDisabled: true,
      stitchDisabled: true,
      maxVideoPostDurationSec: 30,
    });
    expect(combineTikTokCreators([])).toBeNull();
  });
});
