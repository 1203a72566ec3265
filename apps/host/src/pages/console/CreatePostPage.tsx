import { usePlatforms } from '@postify/hooks';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import * as page from '../../layout/layout.css';
import { SectionLoading } from './SectionLoading';

// The composer (previews, tabs, dialogs, react-hook-form with its zod resolver; ~47 KB gzipped, its
// schedule editor loads later on its own) loads beside the page so the route's initial JavaScript stays
// under 250 KB. The download starts with this module.
const loadingComposer = import('@postify/react-ui/PostComposer');
const ConnectedPostComposer = lazy(() =>
  loadingComposer.then((module) => ({ default: module.ConnectedPostComposer })),
);

/**
 * /posts/create ('Criar post'): react-ui's composer ('Novo Template') on the hooks. After a save it shows
 * its toast and the 'Ver post' link and starts a fresh draft; leaving without saving goes back a page.
 */
export default function CreatePostPage() {
  const navigate = useNavigate();
  // The accounts are asked for now, while the composer's code downloads.
  usePlatforms();
  // The composer titles its form with an h2 ('Novo Template'): the page carries the h1.
  return (
    <div className={page.stack}>
      <h1 className={page.heading}>Criar post</h1>
      <Suspense fallback={<SectionLoading title="Novo Template" />}>
        <ConnectedPostComposer onCancel={() => navigate(-1)} />
      </Suspense>
    </div>
  );
}
