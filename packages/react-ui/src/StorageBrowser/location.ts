import type { StorageLocation, StoragePathEntry } from './types';

/** The URL query keys that hold the browser's location, as the spec names them. */
export const storageQueryKeys = { folder: 'folder', name: 'name', path: 'path' } as const;

function isPathEntry(value: unknown): value is StoragePathEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.folderId === 'string' && typeof entry.name === 'string';
}

/**
 * Reads the location from the query values `folder`, `name` and `path` (a JSON list of breadcrumb
 * entries). A missing folder, or a path that does not end at that folder, falls back to the folder alone.
 */
export function storageLocationFromQuery(params: URLSearchParams): StorageLocation | null {
  const folderId = params.get(storageQueryKeys.folder);
  if (!folderId) return null;
  const name = params.get(storageQueryKeys.name) ?? '';
  let path: StoragePathEntry[] = [];
  try {
    const parsed: unknown = JSON.parse(params.get(storageQueryKeys.path) ?? '[]');
    if (Array.isArray(parsed) && parsed.every(isPathEntry)) path = parsed;
  } catch {
    path = [];
  }
  if (path.at(-1)?.folderId !== folderId) path = [{ folderId, name }];
  return { folderId, name, path };
}

/** Writes the location into a copy of `params` (other query values are kept; the root removes the three keys). */
export function storageLocationToQuery(
  location: StorageLocation | null,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(storageQueryKeys)) next.delete(key);
  if (location) {
    next.set(storageQueryKeys.folder, location.folderId);
    next.set(storageQueryKeys.name, location.name);
    next.set(
      storageQueryKeys.path,
      JSON.stringify(location.path.map(({ folderId, name }) => ({ folderId, name }))),
    );
  }
  return next;
}

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
