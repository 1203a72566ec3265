import { useInfiniteScrollTrigger, usePosts } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { EmptyState } from '@postify/react-ui/EmptyState';
import { Spinner } from '@postify/react-ui/Spinner';
import { Link } from 'react-router';
import * as page from '../../layout/layout.css';
import * as publicStyles from '../../layout/public.css';
import * as styles from './console.css';
import { PostSummary } from './PostSummary';

/** /posts ('Todos os posts'): every post, 15 at a time, loading more past 90 % of the scroll, with a refresh. */
export default function PostsPage() {
  const posts = usePosts();
  const all = posts.posts;
  useInfiniteScrollTrigger({
    window: true,
    hasMore: Boolean(posts.hasNextPage),
    isLoading: posts.isFetchingNextPage,
    onLoadMore: posts.loadMore,
  });
  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Todos os posts</h1>
        <Button variant="secondary" isLoading={posts.isRefetching} onPress={() => void posts.refetch()}>
          Atualizar
        </Button>
      </div>
      {posts.isError ? <Banner tone="danger">Erro ao buscar posts</Banner> : null}
      {posts.isPending ? <Spinner label="Carregando posts..." showLabel /> : null}
      {!posts.isPending && !posts.isError && all.length === 0 ? (
        <EmptyState
          title="Nenhum post encontrado"
          hint="Comece criando seu primeiro post!"
          headingLevel={2}
        />
      ) : null}
      <ul className={styles.cards}>
        {all.map((post) => (
          <li key={post.id}>
            <PostSummary post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
      {posts.isFetchingNextPage ? <p>Carregando mais posts...</p> : null}
      {/* A short list never scrolls: the button loads the next page for it, and for keyboard users. */}
      {posts.hasNextPage && !posts.isFetchingNextPage ? (
        <Button variant="secondary" onPress={posts.loadMore}>
          Carregar mais posts
        </Button>
      ) : null}
      <Link className={`${publicStyles.cta} ${styles.floating}`} to="/posts/create">
        Novo Post
      </Link>
    </div>
  );
}
