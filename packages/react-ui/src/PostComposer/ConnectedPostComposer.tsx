import {
  useAiCaption,
  useAiTags,
  useCreateTemplate,
  useCurrentProject,
  usePlatforms,
  useTikTokCreatorInfo,
} from '@postify/hooks';
import type { Schemas } from '@postify/sdk';
import { useState } from 'react';
import { Banner } from '../Banner';
import { storageMediaLibrary } from '../StoragePicker/ConnectedStoragePicker';
import { PostComposer, type PostComposerProps } from './PostComposer';
import * as styles from './PostComposer.css';

export interface ConnectedPostComposerProps
  extends Omit<
    PostComposerProps,
    | 'platforms'
    | 'onSubmit'
    | 'onImproveCaption'
    | 'onGenerateTags'
    | 'onCaptionChange'
    | 'tiktokCreators'
    | 'onTikTokAccountsChange'
  > {
  /** Hears the created post after a save (the composer already shows its toast and link). */
  onSaved?: (post: Schemas['Post']) => void;
}

/**
 * `PostComposer` on `@postify/hooks`: the project's platforms and accounts (`usePlatforms`) and time zone
 * (`useCurrentProject`), the save through `useCreateTemplate` (`POST /templates/scheduled`), the AI
 * caption and tag actions, media picked from 'Meus Arquivos' and the creator info of the TikTok accounts
 * chosen (`useTikTokCreatorInfo`), read fresh each time they are chosen.
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
  const [tiktokIds, setTikTokIds] = useState<readonly string[]>([]);
  const tiktokCreators = useTikTokCreatorInfo(tiktokIds);
  return (
    <div className={styles.root}>
      {platforms.errorMessage ? <Banner tone="danger">{platforms.errorMessage}</Banner> : null}
      <PostComposer
        {...(currentProject ? { timeZone: currentProject.timeZone } : {})}
        {...props}
        {...(initialFields ? { initialFields } : {})}
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
      />
    </div>
  );
}
