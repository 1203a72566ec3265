import { useCopy } from '../../i18n/useCopy';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewAuthor } from '../parts/PreviewAuthor';
import { PreviewFrame } from '../parts/PreviewFrame';
import { PreviewLabels } from '../parts/PreviewLabels';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';

/** How a post looks in a social feed (Facebook-like): name, picture or initial, caption, media up to 400 px. */
export function FeedPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = useCopy('previews', previewMessages, messages);
  const name = account?.username || m.feedDefaultName;
  return (
    <PreviewFrame label={name} messages={messages} className={className}>
      <PreviewAuthor name={name} picture={account?.profilePicture} details={[m.now]} />
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      <MediaCarousel media={media ?? []} fit="feed" />
      <PreviewLabels as="div" className={styles.actions} labels={[m.feedLike, m.feedComment, m.feedShare]} />
    </PreviewFrame>
  );
}
