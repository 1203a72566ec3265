import { Avatar } from '../../Avatar';
import { useCopy } from '../../i18n/useCopy';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewFrame } from '../parts/PreviewFrame';
import { PreviewLabels } from '../parts/PreviewLabels';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';

/** How a post looks on a photo-grid network (Instagram-like): media up to 500 px above the caption. */
export function PhotoGridPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = useCopy('previews', previewMessages, messages);
  const name = account?.username || m.gridDefaultName;
  return (
    <PreviewFrame label={name} messages={messages} className={className}>
      <header className={styles.header}>
        <Avatar name={name} src={account?.profilePicture} size="sm" />
        <span className={styles.name}>{name}</span>
      </header>
      <MediaCarousel media={media ?? []} fit="grid" />
      <PreviewLabels className={styles.stats} labels={[m.gridLikes]} />
      {caption ? (
        <p className={styles.caption}>
          <strong>{name}</strong> {caption}
        </p>
      ) : null}
    </PreviewFrame>
  );
}
