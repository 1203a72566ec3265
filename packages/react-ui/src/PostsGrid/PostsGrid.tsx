import { useInfiniteScrollTrigger } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useId, useRef } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { FloatingCreateButton } from '../FloatingCreateButton';
import { useCopy } from '../i18n/useCopy';
import { PostCard } from '../PostCard';
import { Spinner } from '../Spinner';
import { type PostsGridMessages, postsGridMessages } from './messages';
import * as styles from './PostsGrid.css';
import { useColumnCount } from './useColumnCount';

type Post = Schemas['Post'];

export interface PostsGridProps {
  posts: readonly Post[];
  /** Draws one post; a read-only `PostCard` by default (pass one with `onSave` to allow edits). */
  renderPost?: (post: Post) => ReactNode;
  /** The first page is loading. */
  isLoading?: boolean;
  /** A further page is loading: 'Carregando mais posts...' shows under the grid. */
  isLoadingMore?: boolean;
  hasMore?: boolean;
  /** A fetch failed: 'Erro ao buscar posts' shows in a red banner above what was already loaded. */
  isError?: boolean;
  /** Requests the next page once the scroll passes 90 % (scroll read every 150 ms at most). */
  onLoadMore?: () => void;
  /** Reloads from the first page; the refresh button shows only when given. */
  onRefresh?: () => void;
  isRefreshing?: boolean;
  /** Where the floating 'Novo Post' link goes; '/posts/create' by default, `null` hides it. */
  newPostHref?: string | null;
  /** Smallest width of a column in pixels. */
  minColumnWidth?: number;
  /** First guess of a row's height in pixels, before it is measured. */
  estimatedRowHeight?: number;
  messages?: Partial<PostsGridMessages>;
}

const columnGap = 16;

const renderPostCard = (post: Post) => <PostCard post={post} />;

/**
 * The cards of one row. Memoised: the virtualiser draws the grid again on every scroll event, and only the
 * rows that come into view need their cards drawn (a card with its previews costs milliseconds; drawing
 * every visible card again each frame is what dropped frames while scrolling).
 */
const RowPosts = memo(function RowPosts({
  posts,
  from,
  columns,
  renderPost,
}: {
  posts: readonly Post[];
  from: number;
  columns: number;
  renderPost: (post: Post) => ReactNode;
}) {
  return posts.slice(from, from + columns).map((post) => <div key={post.id}>{renderPost(post)}</div>);
});

/**
 * 'Todos os posts': a virtualised, responsive grid of posts with infinite scroll, a refresh button,
 * empty, loading and error states and a floating 'Novo Post' link. Only the rows in view are in the
 * DOM, so ten thousand loaded posts scroll as smoothly as ten.
 */
export function PostsGrid({
  posts,
  renderPost = renderPostCard,
  isLoading = false,
  isLoadingMore = false,
  hasMore = false,
  isError = false,
  onLoadMore = () => {},
  onRefresh,
  isRefreshing = false,
  newPostHref = '/posts/create',
  minColumnWidth = 360,
  estimatedRowHeight = 720,
  messages,
}: PostsGridProps) {
  const m = useCopy('postsGrid', postsGridMessages, messages);
  const titleId = useId();
  const scrollerRef = useRef<HTMLElement>(null);
  // Unknown until the scroller is measured, just before the first paint: no row is drawn for a guess.
  const columns = useColumnCount(scrollerRef, minColumnWidth, columnGap);
  const rowCount = columns === null ? 0 : Math.ceil(posts.length / columns);
  const perRow = columns ?? 1;
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 2,
  });
  const trigger = useInfiniteScrollTrigger({ onLoadMore, hasMore, isLoading: isLoading || isLoadingMore });
  const showEmpty = !isLoading && !isError && posts.length === 0;

  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {m.title}
        </h2>
        {onRefresh ? (
          <Button variant="secondary" size="sm" onPress={onRefresh} isLoading={isRefreshing}>
            {m.refresh}
          </Button>
        ) : null}
      </div>
      {isError ? <Banner tone="danger">{m.error}</Banner> : null}
      {showEmpty ? <EmptyState title={m.empty} hint={m.emptyHint} /> : null}
      {isLoading && posts.length === 0 ? (
        <div className={styles.centered}>
          <Spinner label={m.loading} showLabel />
        </div>
      ) : null}
      <section
        ref={scrollerRef}
        className={styles.scroller}
        onScroll={trigger.onScroll}
        aria-busy={isLoading || isLoadingMore}
        aria-label={m.list}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
        hidden={posts.length === 0}
      >
        <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{
                transform: `translateY(${row.start}px)`,
                gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
              }}
            >
              <RowPosts posts={posts} from={row.index * perRow} columns={perRow} renderPost={renderPost} />
            </div>
          ))}
        </div>
        {isLoadingMore ? (
          <div className={styles.footer}>
            <Spinner label={m.loadingMore} showLabel />
          </div>
        ) : null}
      </section>
      {newPostHref !== null ? <FloatingCreateButton href={newPostHref} label={m.newPost} /> : null}
    </section>
  );
}
