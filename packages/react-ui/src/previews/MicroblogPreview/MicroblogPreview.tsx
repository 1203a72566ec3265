import { useCopy } from '../../i18n/useCopy';
import { MediaCarousel } from '../MediaCarousel';
import { displayedMedia, type ResolvedMedia, resolveMedia } from '../media';
import { previewMessages } from '../messages';
import { MediaItem } from '../parts/MediaItem';
import { PreviewAuthor } from '../parts/PreviewAuthor';
import { PreviewFrame } from '../parts/PreviewFrame';
import { PreviewLabels } from '../parts/PreviewLabels';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';
import * as own from './MicroblogPreview.css';

/** The images a post of this kind shows at once; the SDK registry's problems tell when a post has more. */
const gridImages = 4;

/**
 * How a post looks on an open microblogging network (Bluesky-like): the account's name and handle ('Sua
 * Marca', '@suamarca.bsky.social' by default), 'Agora mesmo', the caption or 'Sem legenda', two to four
 * images side by side (one image or a video as in the short-text card, up to 300 px) and fixed counters.
 */
export function MicroblogPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = useCopy('previews', previewMessages, messages);
  const name = account?.username || m.microblogDefaultName;
  const handle = `@${account?.username || m.microblogDefaultHandle}`;
  const { video, items } = displayedMedia(resolveMedia(media ?? []));
  return (
    <PreviewFrame label={name} messages={messages} className={className}>
      <PreviewAuthor name={name} picture={account?.profilePicture} details={[handle, m.now]} />
      <p className={styles.caption}>{caption || m.noCaption}</p>
      <div className={styles.inset}>
        {!video && items.length > 1 ? (
          <ImageGrid items={items.slice(0, gridImages)} label={m.microblogImages} />
        ) : (
          <MediaCarousel media={media ?? []} fit="shortText" counter="badge" />
        )}
      </div>
      <PreviewLabels
        className={styles.stats}
        labels={[m.microblogReplies, m.microblogReposts, m.microblogLikes]}
      />
    </PreviewFrame>
  );
}

/** Two to four media in one block: two in a row, three with the first down the left side, four in two rows. */
function ImageGrid({ items, label }: { items: readonly ResolvedMedia[]; label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of images, not a form's fieldset.
    <div className={own.grid} role="group" aria-label={label}>
      {items.map((item, index) => {
        const shape = items.length === 3 && index === 0 ? 'tall' : 'regular';
        return (
          <div key={item.url} className={own.cell[shape]}>
            <MediaItem item={item} index={index} count={items.length} />
          </div>
        );
      })}
    </div>
  );
}
