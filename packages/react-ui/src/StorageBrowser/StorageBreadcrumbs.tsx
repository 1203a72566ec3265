import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';
import { StorageIcon } from './StorageIcon';
import type { StorageLocation } from './types';

// Folder ids are UUIDs, so this key never collides with one.
const ROOT = 'root';

export interface StorageBreadcrumbsProps {
  location: StorageLocation | null;
  /** Called with the folder id of the pressed entry, or null for the root button. */
  onNavigate: (folderId: string | null) => void;
  messages: StorageBrowserMessages;
}

/** The path from the root button ('Meus Arquivos') to the current folder; every entry but the last leads back. */
export function StorageBreadcrumbs({ location, onNavigate, messages: copy }: StorageBreadcrumbsProps) {
  const entries = [
    { id: ROOT, name: copy.root },
    ...(location?.path ?? []).map((e) => ({ id: e.folderId, name: e.name })),
  ];
  return (
    <Breadcrumbs items={entries}>
      {(entry) => (
        <Breadcrumb id={entry.id} onPress={() => onNavigate(entry.id === ROOT ? null : entry.id)}>
          {entry.id !== ROOT ? (
            entry.name
          ) : (
            <span className={styles.crumb}>
              <StorageIcon name="home" size={16} />
              {entry.name}
            </span>
          )}
        </Breadcrumb>
      )}
    </Breadcrumbs>
  );
}
