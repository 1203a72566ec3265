import { usePosts } from '@postify/hooks';
import { LinkButton } from '@postify/react-ui/LinkButton';
import { Suspense } from 'react';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { lazyConnected, SectionLoading } from './SectionLoading';

// The grid (virtualised rows, post cards with their previews and the edit form's date pickers) is
// ~90 KB gzipped: it loads beside the page, not before it, so the route's initial JavaScript stays
// under 190 KB. The download starts with this module.
const loadingGrid = import('@postify/react-ui/connected/PostsGrid');
const ConnectedPostsGrid = lazyConnected(loadingGrid, 'ConnectedPostsGrid');

/**
 * /posts: react-ui's 'Todos os posts' grid on the hooks — pages of 15 loaded past 90 % of its scroll, the
 * refresh button, the editable post cards and the floating 'Novo Post' link; 'Importar CSV' schedules many
 * posts from a spreadsheet.
 */
export default function PostsPage() {
  // The first page is asked for now, while the grid's code downloads; the grid reads the same query.
  usePosts();
  // The grid titles its section with an h2 ('Todos os posts'): the page carries the h1.
  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Posts</h1>
        <div className={styles.pageActions}>
          <LinkButton variant="secondary" href="/posts/queue">
            Fila
          </LinkButton>
          <LinkButton variant="secondary" href="/posts/import">
            Importar CSV
          </LinkButton>
        </div>
      </div>
      <div className={styles.gridFrame}>
        <Suspense fallback={<SectionLoading title="Todos os posts" label="Carregando posts..." centered />}>
          <ConnectedPostsGrid />
        </Suspense>
      </div>
    </div>
  );
}
