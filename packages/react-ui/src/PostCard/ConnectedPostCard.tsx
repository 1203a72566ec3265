import {
  useAiCaption,
  useCancelSchedule,
  useDeletePost,
  usePlatforms,
  useRetrySchedule,
  useUpdatePost,
} from '@postify/hooks';
import { useMemo, useState } from 'react';
import { ConnectedPostHistory } from '../PostHistory/ConnectedPostHistory';
import { storageMediaLibrary } from '../StoragePicker/ConnectedStoragePicker';
import { PostCard, type PostCardProps } from './PostCard';

export type ConnectedPostCardProps = Omit<
  PostCardProps,
  | 'accounts'
  | 'onSave'
  | 'onImproveCaption'
  | 'onCaptionChange'
  | 'onDelete'
  | 'onRetrySchedule'
  | 'onCancelSchedule'
>;

/**
 * `PostCard` on `@postify/hooks`: edits saved with `useUpdatePost` (`PUT /posts/{id}`, the card in every
 * list is replaced), 'Excluir post' with `useDeletePost`, 'Tentar novamente' and 'Cancelar agendamento'
 * with `useRetrySchedule` and `useCancelSchedule` (lists and calendar refreshed), schedules offered to
 * the project's accounts (`usePlatforms`, also shown in the previews) and the AI caption through
 * `useAiCaption`, which keeps the caption when it fails; 'Histórico' read with `usePostHistory` when opened.
 */
export function ConnectedPostCard({ post, ...props }: ConnectedPostCardProps) {
  const [caption, setCaption] = useState(post.caption);
  const platforms = usePlatforms();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const retry = useRetrySchedule();
  const cancel = useCancelSchedule();
  const improve = useAiCaption(caption);
  const accounts = useMemo(
    () => (platforms.data ?? []).flatMap((platform) => platform.socialMediaAccounts),
    [platforms.data],
  );
  return (
    <PostCard
      {...props}
      post={post}
      accounts={accounts}
      onCaptionChange={setCaption}
      onImproveCaption={() => improve.run()}
      onSave={(change) => update.mutateAsync({ id: post.id, ...change })}
      mediaLibrary={props.mediaLibrary ?? storageMediaLibrary}
      onDelete={() => remove.mutateAsync(post.id)}
      onRetrySchedule={(schedule) => retry.mutateAsync({ postId: post.id, scheduleId: schedule.id })}
      onCancelSchedule={(schedule) => cancel.mutateAsync({ postId: post.id, scheduleId: schedule.id })}
      history={
        props.history ?? (
          // A post whose changes were asked for opens its history: the comment says what to change.
          <ConnectedPostHistory
            postId={post.id}
            defaultOpen={post.reviewStatus === 'CHANGES_REQUESTED'}
            {...(props.timeZone ? { timeZone: props.timeZone } : {})}
          />
        )
      }
    />
  );
}
