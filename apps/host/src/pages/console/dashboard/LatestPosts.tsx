import { useLatestPosts } from '@postify/hooks';
import { Card } from '@postify/react-ui/Card';
import { EmptyState } from '@postify/react-ui/EmptyState';
import { Spinner } from '@postify/react-ui/Spinner';
import { Link } from 'react-router';
import * as page from '../../../layout/layout.css';
import * as publicStyles from '../../../layout/public.css';
import * as styles from '../console.css';
import { PostSummary } from '../PostSummary';

/** 'Últimos posts': the five newest posts in a scrolling row, or the empty state leading to /posts/create. */
export function LatestPosts() {
  // Failures are only logged by the spec: the card then shows its empty state.
  const posts = useLatestPosts();
  return (
    <Card
      as="section"
      title="Últimos posts"
      actions={
        <Link className={page.link} to="/posts">
          Ver todos
        </Link>
      }
    >
      {posts.isPending ? <Spinner label="Carregando posts..." /> : null}
      {!posts.isPending && (posts.data ?? []).length === 0 ? (
        <EmptyState
          title="Nenhum post ainda"
          hint="Crie seu primeiro post para começar"
          action={
            <Link className={publicStyles.cta} to="/posts/create">
              Criar Post
            </Link>
          }
        />
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls sideways and must be reachable by keyboard */}
      <ul className={styles.latestRow} tabIndex={0} aria-label="Últimos posts">
        {(posts.data ?? []).map((post) => (
          <li key={post.id} className={styles.latestItem}>
            <PostSummary post={post} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
