import { useCopy } from '../../i18n/useCopy';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewAuthor } from '../parts/PreviewAuthor';
import { PreviewFrame } from '../parts/PreviewFrame';
import { PreviewLabels } from '../parts/PreviewLabels';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';

/**
 * How a post looks on a short-text network (X/Twitter-like): a fixed brand name and handle, the
 * caption or 'Sem legenda', media up to 300 px with an 'n/total' badge on images.
 */
export function ShortTextPreview({ caption, media, messages, className }: NetworkPreviewProps) {
  const m = useCopy('previews', previewMessages, messages);
  return (
    <PreviewFrame label={m.shortTextBrand} messages={messages} className={className}>
      <PreviewAuthor name={m.shortTextBrand} picture={null} details={[m.shortTextHandle]} />
      <p className={styles.caption}>{caption || m.noCaption}</p>
      <div className={styles.inset}>
        <MediaCarousel media={media ?? []} fit="shortText" counter="badge" />
      </div>
      <PreviewLabels
        className={styles.stats}
        labels={[m.shortTextReplies, m.shortTextReposts, m.shortTextLikes]}
      />
    </PreviewFrame>
  );
}
