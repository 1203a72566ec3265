import { useTikTokOptions } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { resolveNetwork } from '@postify/sdk/rules';
import { useEffect, useMemo, useState } from 'react';
import type { TikTokCreatorStatus, TikTokPostSettingsProps } from '../TikTokPostSettings';

/** How long a video file plays, read from its metadata by the browser; null until known or for none. */
function useVideoDuration(file: File | undefined): number | null {
  const [read, setRead] = useState<{ file: File; seconds: number | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      setRead({ file, seconds: Number.isFinite(video.duration) ? video.duration : null });
    video.src = url;
    return () => {
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return read && read.file === file ? read.seconds : null;
}

/**
 * The composer's TikTok part: which TikTok accounts the post goes to (told to `onAccountsChange` so their
 * creator info is read), the author's choices over what those accounts allow, the video's length, and
 * whether the post may be saved (no TikTok account, or choices TikTok accepts).
 */
export function useComposerTikTok({
  accounts,
  targetIds,
  creators,
  onAccountsChange,
  media,
}: {
  accounts: readonly Pick<Schemas['SocialMediaAccount'], 'id' | 'platformName'>[];
  targetIds: readonly string[];
  creators: readonly TikTokCreatorStatus[] | undefined;
  onAccountsChange: ((accountIds: readonly string[]) => void) | undefined;
  media: readonly File[];
}) {
  const ids = targetIds.filter((id, index) => {
    const account = accounts.find((item) => item.id === id);
    return targetIds.indexOf(id) === index && account && resolveNetwork(account.platformName) === 'tiktok';
  });
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids (a new array each render).
  useEffect(() => onAccountsChange?.(ids), [key, onAccountsChange]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids.
  const statuses = useMemo(
    () =>
      ids.map(
        (id) =>
          creators?.find((status) => status.accountId === id) ?? {
            accountId: id,
            creator: null,
            isLoading: true,
            errorMessage: null,
          },
      ),
    [key, creators],
  );
  const read = useMemo(() => {
    const found = statuses.flatMap((status) => (status.creator ? [status.creator] : []));
    // The choices are offered once every account's limits are known.
    return found.length === statuses.length ? found : [];
  }, [statuses]);
  const video = media.find((file) => file.type.startsWith('video/'));
  const tiktok = useTikTokOptions(read, useVideoDuration(video));
  const [showProblems, setShowProblems] = useState(false);
  const active = ids.length > 0;
  return {
    active,
    /** False while a TikTok account's choices are missing or refused: saving shows why instead. */
    ready: !active || tiktok.options !== null,
    options: active ? tiktok.options : null,
    reveal: () => setShowProblems(true),
    settings: {
      creators: statuses,
      draft: tiktok.draft,
      onChange: tiktok.change,
      limits: tiktok.limits,
      problems: tiktok.problems,
      showProblems,
      isVideo: video !== undefined,
    } satisfies TikTokPostSettingsProps,
  };
}
