import { useAiCaption, usePlatforms, useUpdatePost } from '@postify/hooks';
import { useMemo, useState } from 'react';
import { storageMediaLibrary } from '../StoragePicker/ConnectedStoragePicker';
import { PostCard, type PostCardProps } from './PostCard';

export type ConnectedPostCardProps = Omit<
  PostCardProps,
  'accounts' | 'onSave' | 'onImproveCaption' | 'onCaptionChange'
>;

/**
 * `PostCard` on `@postify/hooks`: edits saved with `useUpdatePost` (`PUT /posts/{id}`, the card in every
 * list is replaced), schedules offered to the project's accounts (`usePlatforms`, also shown in the previews) and the AI caption
 * through `useAiCaption`, which keeps the caption when it fails.
 */
export function ConnectedPostCard({ post, ...props }: ConnectedPostCardProps) {
  const [caption, setCaption] = useState(post.caption);
  const platforms = usePlatforms();
  const update = useUpdatePost();
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
    />
  );
}
