import { useState } from 'react';
import { fileKindOf } from './fileKind';
import * as styles from './StorageBrowser.css';
import { StorageIcon } from './StorageIcon';
import type { StorageItem } from './types';

/**
 * A row's leading visual: a folder icon, an image (the server's small `thumbnailUrl` when it has one) or a
 * video's first frame over its type icon, or the type icon.
 */
export function StorageThumbnail({
  item,
  showThumbnails = true,
}: {
  item: StorageItem;
  showThumbnails?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (item.kind === 'folder') {
    return (
      <span className={styles.folderThumb}>
        <StorageIcon name="folder" />
      </span>
    );
  }
  const kind = fileKindOf(item.file.contentType, item.file.fileName);
  const media = showThumbnails && !failed && item.file.fileUrl ? kind : null;
  return (
    <span className={styles.thumb}>
      <StorageIcon name={kind} />
      {media === 'image' ? (
        <img
          className={styles.thumbMedia}
          src={item.file.thumbnailUrl ?? item.file.fileUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : null}
      {media === 'video' ? (
        // The first frame serves as the thumbnail; the type icon stays visible until it loads.
        <video
          className={styles.thumbMedia}
          src={`${item.file.fileUrl}#t=0.1`}
          preload="metadata"
          muted
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  );
}
