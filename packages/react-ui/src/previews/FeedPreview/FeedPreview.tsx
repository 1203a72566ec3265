import { Avatar } from '../../Avatar';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewFrame } from '../parts/PreviewFrame';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';

/** How a post looks in a social feed (Facebook-like): name, picture or initial, caption, media up to 400 px. */
export function FeedPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = { ...previewMessages, ...messages };
  const name = account?.username || m.feedDefaultName;
  return (
    <PreviewFrame label={name} messages={messages} className={className}>
      <header className={styles.header}>
        <Avatar name={name} src={account?.profilePicture} />
        <div className={styles.identity}>
          <span className={styles.name}>{name}</span>
          <span className={styles.muted}>{m.now}</span>
        </div>
      </header>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      <MediaCarousel media={media ?? []} fit="feed" />
      <div className={styles.actions}>
        <span>{m.feedLike}</span>
        <span>{m.feedComment}</span>
        <span>{m.feedShare}</span>
      </div>
    </PreviewFrame>
  );
}
