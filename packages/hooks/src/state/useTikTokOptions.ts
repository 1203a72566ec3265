import {
  combineTikTokCreators,
  emptyTikTokOptions,
  type TikTokCreatorLimits,
  type TikTokOptionsDraft,
  tiktokOptionsProblems,
  toTikTokPostOptions,
} from '@postify/sdk/rules';
import { useCallback, useMemo, useState } from 'react';

/**
 * The TikTok choices of a post being composed, with nothing chosen at first (TikTok's rule): the draft, a
 * setter (turning the commercial content disclosure off clears its kinds), the limits of every TikTok account
 * the post goes to, the problems left (`tiktokOptionsProblems` of `@postify/sdk/rules`, with the video's
 * length when known) and the options to send once there are none.
 */
export function useTikTokOptions(
  creators: readonly TikTokCreatorLimits[],
  videoSeconds: number | null = null,
) {
  const [draft, setDraft] = useState<TikTokOptionsDraft>(emptyTikTokOptions);
  const limits = useMemo(() => combineTikTokCreators(creators), [creators]);
  const change = useCallback((changes: Partial<TikTokOptionsDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...changes };
      return next.commercialContent ? next : { ...next, yourBrand: false, brandedContent: false };
    });
  }, []);
  const problems = useMemo(
    () => (limits ? tiktokOptionsProblems(draft, limits, videoSeconds) : []),
    [draft, limits, videoSeconds],
  );
  const options = limits && problems.length === 0 ? toTikTokPostOptions(draft) : null;
  return { draft, change, limits, problems, options };
}
