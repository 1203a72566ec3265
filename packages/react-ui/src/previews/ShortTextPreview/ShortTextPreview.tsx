import { Avatar } from '../../Avatar';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewFrame } from '../parts/PreviewFrame';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';

/**
 * How a post looks on a short-text network (X/Twitter-like): a fixed brand name and handle, the
 * caption or 'Sem legenda', media up to 300 px with an 'n/total' badge on images.
 */
export function ShortTextPreview({ caption, media, messages, className }: NetworkPreviewProps) {
  const m = { ...previewMessages, ...messages };
  return (
    <PreviewFrame label={m.shortTextBrand} messages={messages} className={className}>
      <header className={styles.header}>
        <Avatar name={m.shortTextBrand} src={null} />
        <div className={styles.identity}>
          <span className={styles.name}>{m.shortTextBrand}</span>
          <span className={styles.muted}>{m.shortTextHandle}</span>
        </div>
      </header>
      <p className={styles.caption}>{caption || m.noCaption}</p>
      <div className={styles.inset}>
        <MediaCarousel media={media ?? []} fit="shortText" counter="badge" />
      </div>
      <p className={styles.stats}>
        <span>{m.shortTextReplies}</span>
        <span>{m.shortTextReposts}</span>
        <span>{m.shortTextLikes}</span>
      </p>
    </PreviewFrame>
  );
}
