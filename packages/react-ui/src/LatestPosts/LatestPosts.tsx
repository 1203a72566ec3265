import type { Schemas } from '@postify/sdk';
import type { ReactNode } from 'react';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { useCopy } from '../i18n/useCopy';
import { LinkButton } from '../LinkButton';
import { LatestPostSkeleton } from './LatestPostSkeleton';
import { LatestPostSummary } from './LatestPostSummary';
import * as styles from './LatestPosts.css';
import { type LatestPostsMessages, latestPostsMessages } from './messages';

export interface LatestPostsProps {
  /** The newest posts (the dashboard reads 5). */
  posts: readonly Schemas['Post'][];
  isLoading?: boolean;
  /** Where 'Ver todos' goes; '/posts' by default. */
  viewAllHref?: string;
  /** Where the empty state's 'Criar Post' goes; '/posts/create' by default. */
  createHref?: string;
  /** Draws one post in the row; a summary (first image, caption, date) by default. */
  renderPost?: (post: Schemas['Post']) => ReactNode;
  /** IANA time zone of the dates; the browser's by default. */
  timeZone?: string;
  messages?: Partial<LatestPostsMessages>;
}

const postSkeletons = ['first', 'second', 'third'] as const;

/** The dashboard's 'Últimos posts': a row of the newest posts, at most 600px high and scrolling sideways. */
export function LatestPosts({
  posts,
  isLoading = false,
  viewAllHref = '/posts',
  createHref = '/posts/create',
  renderPost,
  timeZone,
  messages,
}: LatestPostsProps) {
  const m = useCopy('latestPosts', latestPostsMessages, messages);
  return (
    <Card
      as="section"
      title={m.title}
      actions={
        <LinkButton href={viewAllHref} variant="ghost" size="sm">
          {m.viewAll}
        </LinkButton>
      }
    >
      {isLoading ? (
        // As many posts as a wide card shows, at their size: the row that replaces them is as tall.
        <div className={styles.row} role="status" aria-label={m.loading}>
          {postSkeletons.map((key) => (
            <div key={key} className={styles.item} aria-hidden="true">
              <LatestPostSkeleton />
            </div>
          ))}
        </div>
      ) : null}
      {!isLoading && posts.length === 0 ? (
        <EmptyState
          title={m.empty}
          hint={m.emptyHint}
          action={<LinkButton href={createHref}>{m.create}</LinkButton>}
        />
      ) : null}
      {posts.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls sideways, so keyboard users must be able to focus it.
        <ul className={styles.row} aria-label={m.list} tabIndex={0}>
          {posts.map((post) => (
            <li key={post.id} className={styles.item}>
              {renderPost ? (
                renderPost(post)
              ) : (
                <LatestPostSummary post={post} messages={m} timeZone={timeZone} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
