import { useState } from 'react';
import { Badge } from '../../Badge';
import { usePreviewMessages } from '../context';
import * as styles from '../previews.css';
import { MediaFallback } from './MediaFallback';

/** A single video player with the 'Vídeo' badge; a video that fails to load becomes a link to open it. */
export function VideoPlayer({ url, showBadge = true }: { url: string; showBadge?: boolean }) {
  const m = usePreviewMessages();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) return <MediaFallback url={url} reason="video" />;
  return (
    <div className={styles.mediaBox}>
      {/* biome-ignore lint/a11y/useMediaCaption: a user's own upload has no caption track to offer. */}
      <video
        className={styles.media}
        src={url}
        controls
        preload="metadata"
        playsInline
        aria-label={m.video}
        onError={() => setFailedUrl(url)}
      />
      {showBadge ? (
        <span className={styles.badge}>
          <Badge>{m.videoBadge}</Badge>
        </span>
      ) : null}
    </div>
  );
}
