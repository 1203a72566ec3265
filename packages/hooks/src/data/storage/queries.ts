import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { type InfiniteData, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';

/** Headers of a storage call: the project, and a protected folder's password (kept out of URLs and logs). */
export function storageHeaders(project: ProjectScope, password?: string): Record<string, string> {
  return { ...projectHeaders(project), ...(password ? { 'X-Folder-Password': password } : {}) };
}

/** The root folders ('Meus Arquivos' sidebar, `GET /storage/folders`). */
export function storageFoldersQueryOptions(client: PostifyClient, project: ProjectScope) {
  return queryOptions<Schemas['StorageFolderSummary'][], PostifyApiError>({
    queryKey: postifyKeys.storage.folders(project),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/storage/folders', { headers: projectHeaders(project), signal })),
  });
}

/**
 * A folder with its subfolders, files and breadcrumbs (`GET /storage/folders/{id}`), with its password when
 * protected. The password goes in the `X-Folder-Password` header and stays out of the query key: fetch
 * again (`refetch`) when it changes.
 */
export function storageFolderQueryOptions(
  client: PostifyClient,
  project: ProjectScope,
  folderId: string,
  password?: string,
) {
  return queryOptions<Schemas['StorageFolder'], PostifyApiError>({
    queryKey: postifyKeys.storage.folder(project, folderId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/storage/folders/{id}', {
          params: { path: { id: folderId } },
          headers: storageHeaders(project, password),
          signal,
        }),
      ),
    retry: false,
  });
}

/** One file (`GET /storage/files/{id}`). */
export function storageFileQueryOptions(client: PostifyClient, project: ProjectScope, fileId: string) {
  return queryOptions<Schemas['StorageFile'], PostifyApiError>({
    queryKey: postifyKeys.storage.file(project, fileId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/storage/files/{id}', {
          params: { path: { id: fileId } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
  });
}

/** Space used against the plan's limit (`GET /storage/usage`). */
export function storageUsageQueryOptions(client: PostifyClient, project: ProjectScope) {
  return queryOptions<Schemas['StorageUsage'], PostifyApiError>({
    queryKey: postifyKeys.storage.usage(project),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/storage/usage', { headers: projectHeaders(project), signal })),
  });
}

/** A folder's files page by page (`GET /storage/folders/{id}/files?page_size&page_token`); the password as above. */
export function storageFolderFilesQueryOptions(
  client: PostifyClient,
  project: ProjectScope,
  folderId: string,
  pageSize: number,
  password?: string,
) {
  return infiniteQueryOptions<
    Schemas['StorageFilePage'],
    PostifyApiError,
    InfiniteData<Schemas['StorageFilePage'], string | null>,
    ReturnType<typeof postifyKeys.storage.files>,
    string | null
  >({
    queryKey: postifyKeys.storage.files(project, folderId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/storage/folders/{id}/files', {
          params: {
            path: { id: folderId },
            query: { page_size: pageSize, ...(pageParam ? { page_token: pageParam } : {}) },
          },
          headers: storageHeaders(project, password),
          signal,
        }),
      ),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextPageToken ?? undefined,
    retry: false,
  });
}
