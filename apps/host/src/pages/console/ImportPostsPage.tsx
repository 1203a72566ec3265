import { usePlatforms } from '@postify/hooks';
import { LazySectionPage, lazyConnected } from './SectionLoading';

// The import (papaparse, the row table) loads beside the page, like the composer. The download starts with
// this module.
const loadingImport = import('@postify/react-ui/connected/PostImport');
const ConnectedPostImport = lazyConnected(loadingImport, 'ConnectedPostImport');

/**
 * /posts/import ('Importar CSV'), reached from the posts list and the calendar: react-ui's CSV import on
 * the hooks. The import's result stays on screen; the posts list and the calendar show the new posts.
 */
export default function ImportPostsPage() {
  // The accounts the rows name are asked for now, while the import's code downloads.
  usePlatforms();
  // The import titles its section with an h2 ('Importar CSV'): the page carries the h1.
  return (
    <LazySectionPage heading="Importar posts" sectionTitle="Importar CSV">
      <ConnectedPostImport />
    </LazySectionPage>
  );
}
