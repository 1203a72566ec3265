import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  createHistoryQueryAdapter,
  type FolderCrumb,
  type FolderLocation,
  type QueryParamsAdapter,
  readFolderLocation,
  writeFolderLocation,
} from './folder-navigation.js';

/** Storage navigation state with its moves. */
export interface FolderNavigation extends FolderLocation {
  /** Inside a folder (uploads are allowed only there). */
  isInFolder: boolean;
  /** Opens a subfolder of the current folder (or a root folder from the root). */
  openFolder: (folder: FolderCrumb) => void;
  /** Goes to the breadcrumb at `index` (0 is the first folder under the root). */
  goToCrumb: (index: number) => void;
  goToRoot: () => void;
}

/**
 * The storage screen's place, kept in the URL query (`folder`, `name`, `path`) through `adapter`
 * (`window.history` by default), so a reload or a shared link opens the same folder.
 */
export function useFolderNavigation(adapter?: QueryParamsAdapter): FolderNavigation {
  const [fallback] = useState(() => (adapter ? null : createHistoryQueryAdapter()));
  const source = adapter ?? fallback;
  if (!source) throw new Error('useFolderNavigation needs a query adapter outside a browser.');
  const search = useSyncExternalStore(
    source.subscribe,
    () => source.read().toString(),
    () => '',
  );
  const location = useMemo(() => readFolderLocation(new URLSearchParams(search)), [search]);

  const go = useCallback(
    (next: FolderLocation) => source.write(writeFolderLocation(source.read(), next)),
    [source],
  );
  const openFolder = useCallback(
    (folder: FolderCrumb) => {
      const path = [...location.path, { folderId: folder.folderId, name: folder.name }];
      go({ folderId: folder.folderId, name: folder.name, path });
    },
    [go, location.path],
  );
  const goToCrumb = useCallback(
    (index: number) => {
      const path = location.path.slice(0, index + 1);
      const last = path[path.length - 1];
      go(
        last ? { folderId: last.folderId, name: last.name, path } : { folderId: null, name: null, path: [] },
      );
    },
    [go, location.path],
  );
  const goToRoot = useCallback(() => go({ folderId: null, name: null, path: [] }), [go]);

  return { ...location, isInFolder: location.folderId !== null, openFolder, goToCrumb, goToRoot };
}
