import type { StorageLocation, StoragePathEntry } from './types';

/** The location of a child folder opened from `parent` (or from the root when `parent` is null). */
export function childLocation(parent: StorageLocation | null, folder: StoragePathEntry): StorageLocation {
  const path = [...(parent?.path ?? []), { folderId: folder.folderId, name: folder.name }];
  return { folderId: folder.folderId, name: folder.name, path };
}

/** The location of a breadcrumb entry: the path cut after that entry. */
export function ancestorLocation(location: StorageLocation, folderId: string): StorageLocation | null {
  const index = location.path.findIndex((entry) => entry.folderId === folderId);
  if (index < 0) return null;
  const path = location.path.slice(0, index + 1);
  const target = path[index];
  return target ? { folderId: target.folderId, name: target.name, path } : null;
}

/** The location one level up (null above a root folder). */
export function parentOf(location: StorageLocation): StorageLocation | null {
  const parent = location.path.at(-2);
  return parent ? ancestorLocation(location, parent.folderId) : null;
}
