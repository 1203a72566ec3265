import { usePreviewMessages } from '../context';
import * as styles from '../previews.css';

/** What replaces a media that cannot be shown: a message and a link to open it elsewhere. */
export function MediaFallback({
  url,
  reason,
}: {
  url: string;
  reason: 'video' | 'unsupported' | 'document';
}) {
  const m = usePreviewMessages();
  const title =
    reason === 'video' ? m.videoUnavailable : reason === 'document' ? m.document : m.unsupportedMedia;
  const link = reason === 'video' ? m.openVideoExternally : m.openLink;
  return (
    <div className={styles.fallback} role={reason === 'document' ? undefined : 'status'}>
      <p className={styles.fallbackTitle}>{title}</p>
      <a className={styles.fallbackLink} href={url} target="_blank" rel="noopener noreferrer">
        {link}
      </a>
    </div>
  );
}
