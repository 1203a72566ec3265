import {
  useAddToQueue,
  useAiCaption,
  useAiTags,
  useApprovalSettings,
  useCreateTemplate,
  useCurrentProject,
  useDeletePost,
  usePlatforms,
  useQueue,
  useTikTokCreatorInfo,
} from '@postify/hooks';
import type { Schemas } from '@postify/sdk';
import { needsReview } from '@postify/sdk/rules';
import { useMemo, useState } from 'react';
import { Banner } from '../Banner';
import { storageMediaLibrary } from '../StoragePicker/ConnectedStoragePicker';
import { PostComposer, type PostComposerProps } from './PostComposer';
import * as styles from './PostComposer.css';

export interface ConnectedPostComposerProps
  extends Omit<
    PostComposerProps,
    | 'platforms'
    | 'onSubmit'
    | 'onAddToQueue'
    | 'queueAccountIds'
    | 'onImproveCaption'
    | 'onGenerateTags'
    | 'onCaptionChange'
    | 'tiktokCreators'
    | 'goesToReview'
    | 'onTikTokAccountsChange'
  > {
  /** Hears the created post after a save (the composer already shows its toast and link). */
  onSaved?: (post: Schemas['Post']) => void;
}

/**
 * `PostComposer` on `@postify/hooks`: the project's platforms and accounts (`usePlatforms`) and time zone
 * (`useCurrentProject`), the save through `useCreateTemplate` (`POST /templates/scheduled`), the AI
 * caption and tag actions, media picked from 'Meus Arquivos' and the creator info of the TikTok accounts
 * chosen (`useTikTokCreatorInfo`), read fresh each time they are chosen; and, for an EDITOR of a project with
 * 'Exigir aprovação' (`useApprovalSettings`), that the post goes to review. 'Adicionar à fila' saves the post
 * and queues it (`useAddToQueue`); a refused queue deletes the draft it just saved, so nothing changes.
 * The accounts with 'Horários da fila' are those `useQueue` lists in the next eight weeks.
 */
export function ConnectedPostComposer({
  onSaved,
  initialFields,
  mediaLibrary = storageMediaLibrary,
  ...props
}: ConnectedPostComposerProps) {
  const [caption, setCaption] = useState(initialFields?.caption ?? '');
  const platforms = usePlatforms();
  const create = useCreateTemplate();
  const improve = useAiCaption(caption);
  const tags = useAiTags(caption);
  const { currentProject } = useCurrentProject();
  const approval = useApprovalSettings(currentProject?.id ?? null);
  const [tiktokIds, setTikTokIds] = useState<readonly string[]>([]);
  const tiktokCreators = useTikTokCreatorInfo(tiktokIds);
  const addToQueue = useAddToQueue();
  const deletePost = useDeletePost();
  const queue = useQueue();
  const queueAccountIds = useMemo(
    () => (queue.data ? [...new Set(queue.data.map((entry) => entry.socialMediaAccountId))] : undefined),
    [queue.data],
  );
  return (
    <div className={styles.root}>
      {platforms.errorMessage ? <Banner tone="danger">{platforms.errorMessage}</Banner> : null}
      <PostComposer
        {...(currentProject ? { timeZone: currentProject.timeZone } : {})}
        {...props}
        {...(initialFields ? { initialFields } : {})}
        goesToReview={needsReview(currentProject?.userRole, approval.data?.requiresApproval ?? false)}
        mediaLibrary={mediaLibrary}
        platforms={platforms.data ?? []}
        onCaptionChange={setCaption}
        tiktokCreators={tiktokCreators}
        onTikTokAccountsChange={setTikTokIds}
        onImproveCaption={improve.run}
        onGenerateTags={tags.run}
        onSubmit={async (payload) => {
          const post = await create.mutateAsync(payload);
          onSaved?.(post);
          return { id: post.id };
        }}
        {...(queueAccountIds ? { queueAccountIds } : {})}
        onAddToQueue={async (payload, request) => {
          const draft = await create.mutateAsync(payload);
          let post: Schemas['Post'];
          try {
            post = await addToQueue.mutateAsync({ postId: draft.id, ...request });
          } catch (refusal) {
            await deletePost.mutateAsync(draft.id);
            throw refusal;
          }
          onSaved?.(post);
          const queued = post.schedules.filter((schedule) =>
            request.socialMediaAccountIds.includes(schedule.socialMediaAccount.id),
          );
          return {
            id: post.id,
            slots: queued.map((schedule) => ({
              socialMediaAccountId: schedule.socialMediaAccount.id,
              at: schedule.scheduledAt,
            })),
          };
        }}
      />
    </div>
  );
}
