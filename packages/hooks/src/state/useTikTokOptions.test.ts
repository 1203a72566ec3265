import type { TikTokCreatorLimits } from '@postify/sdk/rules';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTikTokOptions } from './useTikTokOptions.js';

const creators: TikTokCreatorLimits[] = [
  {
    privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
    commentDisabled: false,
    duetDisabled: true,
    stitchDisabled: false,
    maxVideoPostDurationSec: 180,
  },
];

describe('useTikTokOptions', () => {
  it('starts with nothing chosen and gives options only once privacy and the music confirmation are chosen', () => {
    const { result } = renderHook(() => useTikTokOptions(creators));
    expect(result.current.draft.privacyLevel).toBeNull();
    expect(result.current.options).toBeNull();
    expect(result.current.problems.map((p) => p.code)).toEqual(['privacyRequired', 'musicUsageRequired']);
    act(() => result.current.change({ privacyLevel: 'PUBLIC_TO_EVERYONE', musicUsageConfirmed: true }));
    expect(result.current.options).toMatchObject({ privacyLevel: 'PUBLIC_TO_EVERYONE', allowComment: false });
  });

  it('clears the disclosure kinds when the disclosure is turned off', () => {
    const { result } = renderHook(() => useTikTokOptions(creators));
    act(() => result.current.change({ commercialContent: true, brandedContent: true, yourBrand: true }));
    act(() => result.current.change({ commercialContent: false }));
    expect(result.current.draft).toMatchObject({ yourBrand: false, brandedContent: false });
  });

  it("refuses a video longer than the creator's limit", () => {
    const { result } = renderHook(() => useTikTokOptions(creators, 200));
    act(() => result.current.change({ privacyLevel: 'SELF_ONLY', musicUsageConfirmed: true }));
    expect(result.current.problems.map((p) => p.message)).toEqual([
      'O vídeo tem 3:20; esta conta do TikTok aceita vídeos de até 3:00.',
    ]);
    expect(result.current.options).toBeNull();
  });
});
