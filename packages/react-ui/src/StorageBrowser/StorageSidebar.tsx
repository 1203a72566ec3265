import { Button } from 'react-aria-components';
import { Skeleton } from '../Skeleton/Skeleton';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';
import { StorageIcon } from './StorageIcon';
import { StorageUsagePanel } from './StorageUsagePanel';
import type { StorageFolderSummary, StorageUsage } from './types';

export interface StorageSidebarProps {
  usage: StorageUsage | null | undefined;
  isUsageLoading?: boolean;
  hasUsageError?: boolean;
  rootFolders: readonly StorageFolderSummary[];
  isLoading?: boolean;
  /** The root folder the current location lies in, marked as current. */
  activeRootId: string | null;
  onOpenFolder: (folder: StorageFolderSummary) => void;
  messages: StorageBrowserMessages;
}

/** The storage sidebar: the usage indicator and the root folders. */
export function StorageSidebar({
  usage,
  isUsageLoading,
  hasUsageError,
  rootFolders,
  isLoading,
  activeRootId,
  onOpenFolder,
  messages: copy,
}: StorageSidebarProps) {
  return (
    // Level 2 like the main section's title: the sidebar comes first, so a level 3 would skip one (axe).
    <aside className={styles.sidebar} aria-label={copy.title}>
      <section className={styles.usage} aria-label={copy.usage}>
        <h2 className={styles.sidebarHeading}>{copy.usage}</h2>
        <StorageUsagePanel
          usage={usage}
          isLoading={isUsageLoading}
          hasError={hasUsageError}
          messages={copy}
        />
      </section>
      <nav aria-label={copy.folders}>
        <h2 className={styles.sidebarHeading}>{copy.folders}</h2>
        {isLoading ? (
          <Skeleton height="2rem" />
        ) : rootFolders.length === 0 ? (
          <p className={styles.hint}>{copy.noFolders}</p>
        ) : (
          <ul className={styles.folderList}>
            {rootFolders.map((folder) => (
              <li key={folder.folderId}>
                <Button
                  className={styles.folderButton}
                  aria-current={folder.folderId === activeRootId ? 'true' : undefined}
                  onPress={() => onOpenFolder(folder)}
                >
                  <StorageIcon name="folder" />
                  <span className={styles.nameText}>{folder.name}</span>
                  {folder.needsPassword ? (
                    <span className={styles.lockMark}>
                      <StorageIcon name="lock" size={16} />
                      <span className={styles.srOnly}>{copy.protected}</span>
                    </span>
                  ) : null}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </aside>
  );
}
