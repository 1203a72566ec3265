import { useStorageFolders, useStorageUsage } from '@postify/hooks';
import { useRouterQueryAdapter } from '../../layout/useRouterQueryAdapter';
import { LazySectionPage, lazyConnected } from './SectionLoading';

// The storage browser is several react-aria kits at once (grid table, dialogs, tabs, drop zone, menu;
// ~66 KB gzipped): it loads beside the page so the route's initial JavaScript stays under 190 KB. The
// download starts with this module.
const loadingBrowser = import('@postify/react-ui/connected/StorageBrowser');
const ConnectedStorageBrowser = lazyConnected(loadingBrowser, 'ConnectedStorageBrowser');

/**
 * /storage ('Armazenamento'): react-ui's storage browser ('Meus Arquivos') on the hooks; the open folder
 * (`folder`, `name`, `path`) lives in the URL query through the router, so back/forward and links reopen it.
 */
export default function StoragePage() {
  const adapter = useRouterQueryAdapter();
  // The root folders and the usage are asked for now, while the browser's code downloads.
  useStorageFolders();
  useStorageUsage();
  return (
    <LazySectionPage heading="Armazenamento" sectionTitle="Meus Arquivos">
      <ConnectedStorageBrowser adapter={adapter} />
    </LazySectionPage>
  );
}
