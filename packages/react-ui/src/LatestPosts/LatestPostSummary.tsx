import type { Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { formatMessage } from '../i18n/format';
import { resolveMedia } from '../previews/media';
import * as styles from './LatestPosts.css';
import type { LatestPostsMessages } from './messages';

interface LatestPostSummaryProps {
  post: Schemas['Post'];
  messages: LatestPostsMessages;
  timeZone?: string | undefined;
}

/** A post in the 'Últimos posts' row: its first image, caption and creation date. */
export function LatestPostSummary({ post, messages: m, timeZone }: LatestPostSummaryProps) {
  const image = resolveMedia(
    post.media.length
      ? post.media.map((item) => ({ url: item.url, type: item.contentType, name: item.fileName }))
      : post.mediaUrls,
  ).find((media) => media.kind === 'image');
  return (
    <article className={styles.summary} aria-label={`#${post.id}`}>
      {image ? <img className={styles.thumb} src={image.url} alt="" /> : null}
      <p className={styles.caption}>{post.caption || m.noCaption}</p>
      <p className={styles.muted}>
        {formatMessage(m.createdAt, {
          date: formatDateTime(post.createdAt, timeZone ? { timeZone } : {}),
        })}
      </p>
    </article>
  );
}
