import { usePlatforms } from '@postify/hooks';
import { useNavigate } from 'react-router';
import { LazySectionPage, lazyConnected } from './SectionLoading';

// The composer (previews, tabs, dialogs, react-hook-form with its zod resolver; ~47 KB gzipped, its
// schedule editor loads later on its own) loads beside the page so the route's initial JavaScript stays
// under 190 KB. The download starts with this module.
const loadingComposer = import('@postify/react-ui/connected/PostComposer');
const ConnectedPostComposer = lazyConnected(loadingComposer, 'ConnectedPostComposer');

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
    <LazySectionPage heading="Criar post" sectionTitle="Novo Template">
      <ConnectedPostComposer onCancel={() => navigate(-1)} queueSlotsHref="/posts/queue" />
    </LazySectionPage>
  );
}
