import { formatMessage } from '../../i18n/format';
import { usePreviewMessages } from '../context';
import type { ResolvedMedia } from '../media';
import * as styles from '../previews.css';
import { MediaFallback } from './MediaFallback';
import { VideoPlayer } from './VideoPlayer';

/** One media shown by its kind: image, video player, audio player, document link or 'Mídia não suportada'. */
export function MediaItem({ item, index, count }: { item: ResolvedMedia; index: number; count: number }) {
  const m = usePreviewMessages();
  switch (item.kind) {
    case 'image':
      return (
        <img
          className={styles.media}
          src={item.thumbnailUrl ?? item.url}
          alt={item.alt ?? formatMessage(m.image, { index: index + 1, count })}
        />
      );
    case 'video':
      return <VideoPlayer key={item.url} url={item.url} />;
    case 'audio':
      return (
        <div className={styles.fallback}>
          {/* biome-ignore lint/a11y/useMediaCaption: a user's own upload has no caption track to offer. */}
          <audio className={styles.audio} src={item.url} controls preload="none" aria-label={m.audio} />
        </div>
      );
    case 'document':
      return <MediaFallback url={item.url} reason="document" />;
    default:
      return <MediaFallback url={item.url} reason="unsupported" />;
  }
}
