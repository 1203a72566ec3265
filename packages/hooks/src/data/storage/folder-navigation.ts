import type { Schemas } from '@postify/sdk';

/** One breadcrumb entry of the storage navigation. */
export type FolderCrumb = Pick<Schemas['Breadcrumb'], 'folderId' | 'name'>;

/** Reads and writes the storage navigation's query values, so any router can hold them. */
export interface QueryParamsAdapter {
  /** The current query values. */
  read(): URLSearchParams;
  /** Replaces the query values (a new history entry unless `replace`). */
  write(params: URLSearchParams, options?: { replace?: boolean }): void;
  /** Calls `listener` whenever the values change from outside (back/forward). */
  subscribe(listener: () => void): () => void;
}

/** The navigation values in the URL: `folder`, `name` and `path` (the breadcrumbs as encoded JSON). */
export interface FolderLocation {
  folderId: string | null;
  name: string | null;
  path: FolderCrumb[];
}

/** The breadcrumbs as the `path` query value. */
export function encodeFolderPath(path: readonly FolderCrumb[]): string {
  return JSON.stringify(path.map(({ folderId, name }) => ({ folderId, name })));
}

/** The breadcrumbs from the `path` query value; anything malformed reads as the root. */
export function decodeFolderPath(value: string | null): FolderCrumb[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is FolderCrumb =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as FolderCrumb).folderId === 'string' &&
        typeof (entry as FolderCrumb).name === 'string',
    );
  } catch {
    return [];
  }
}

/** Reads the location from query values. */
export function readFolderLocation(params: URLSearchParams): FolderLocation {
  return {
    folderId: params.get('folder'),
    name: params.get('name'),
    path: decodeFolderPath(params.get('path')),
  };
}

/** Writes `location` into a copy of `params`, keeping unrelated values. */
export function writeFolderLocation(params: URLSearchParams, location: FolderLocation): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['folder', 'name', 'path']) next.delete(key);
  if (location.folderId) {
    next.set('folder', location.folderId);
    next.set('name', location.name ?? '');
    next.set('path', encodeFolderPath(location.path));
  }
  return next;
}

/** The default adapter: the query string of `window.location`, through the History API. */
export function createHistoryQueryAdapter(win: Window = globalThis.window): QueryParamsAdapter {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    read: () => new URLSearchParams(win.location.search),
    write(params, options) {
      const query = params.toString();
      const url = `${win.location.pathname}${query ? `?${query}` : ''}${win.location.hash}`;
      if (options?.replace) win.history.replaceState(win.history.state, '', url);
      else win.history.pushState(win.history.state, '', url);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) win.addEventListener('popstate', notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', notify);
      };
    },
  };
}
