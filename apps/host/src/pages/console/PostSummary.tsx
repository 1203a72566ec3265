import { Badge } from '@postify/react-ui/Badge';
import { Card } from '@postify/react-ui/Card';
import { formatDateTime } from '@postify/sdk/format';
import * as styles from './console.css';
import type { Post } from './data';

/** The first time any schedule of the post was published, or null when none was (publishing spec, post card). */
function firstPostedAt(post: Post): string | null {
  const posted = post.schedules
    .map((schedule) => schedule.postedAt)
    .filter((at): at is string => at !== null)
    .sort();
  return posted[0] ?? null;
}

const statusLabels: Record<Post['overallStatus'], string> = {
  DRAFT: 'Rascunho',
  SCHEDULED: 'Agendado',
  PUBLISHING: 'Publicando',
  POSTED: 'Publicado',
  PARTIAL: 'Parcial',
  FAILED: 'Falhou',
};

/**
 * A read-only post card: caption, first image, status, creation date and when it was posted.
 * TEMPORARY until @postify/react-ui ships PostCard (preview tabs and inline editing) in a commit.
 */
export function PostSummary({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
  const posted = firstPostedAt(post);
  const image = post.media.find((media) => media.contentType.startsWith('image/'));
  return (
    <Card
      as="article"
      title={`Post #${post.id}`}
      headingLevel={headingLevel}
      actions={<Badge>{statusLabels[post.overallStatus]}</Badge>}
    >
      {image ? (
        <img className={styles.thumb} src={image.url} alt={post.altText ?? ''} loading="lazy" />
      ) : null}
      <p className={styles.postText}>{post.caption}</p>
      <p className={styles.statLabel}>Criado em {formatDateTime(post.createdAt)}</p>
      <p className={styles.statLabel}>{posted ? `Postado em ${formatDateTime(posted)}` : 'Pendente'}</p>
    </Card>
  );
}
