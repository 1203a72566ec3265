import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';
import { useCurrentProjectId, useCurrentProjectQuery } from '../core/scope.js';
import {
  storageFileQueryOptions,
  storageFolderFilesQueryOptions,
  storageFolderQueryOptions,
  storageFoldersQueryOptions,
  storageUsageQueryOptions,
} from './queries.js';

/** The root folders of the current project; failure: 'Erro ao carregar dados do storage'. */
export function useStorageFolders() {
  const hookMessages = useHookMessages();
  return withMessage(useCurrentProjectQuery(storageFoldersQueryOptions), hookMessages.loadStorage);
}

/**
 * Fetches again when the folder password changes: it is not part of the query key (a credential, kept out
 * of the cache), so the same key has to be asked again with the new one.
 */
function useRefetchOnNewPassword(password: string | undefined, refetch: () => unknown, enabled: boolean) {
  const previous = useRef(password);
  useEffect(() => {
    if (previous.current === password) return;
    previous.current = password;
    if (enabled) void refetch();
  }, [password, refetch, enabled]);
}

/** Options of {@link useStorageFolder} and {@link useStorageFolderFiles}. */
export interface UseStorageFolderOptions {
  /** The password of a protected folder (or of a protected ancestor). */
  password?: string;
}

/**
 * A folder's content; idle without a folder id (the root). A protected folder without its password fails
 * with `error.code === 'FOLDER_PASSWORD_REQUIRED'`; failure: 'Erro ao carregar conteúdo da pasta'.
 */
export function useStorageFolder(folderId: string | null | undefined, options: UseStorageFolderOptions = {}) {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const query = useQuery({
    ...storageFolderQueryOptions(client, project, folderId ?? '', options.password),
    enabled: Boolean(folderId),
  });
  useRefetchOnNewPassword(options.password, query.refetch, Boolean(folderId));
  return {
    ...withMessage(query, hookMessages.loadFolder),
    needsPassword: query.error?.code === 'FOLDER_PASSWORD_REQUIRED',
  };
}

/** One file of the current project. */
export function useStorageFile(fileId: string | null | undefined) {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  return withMessage(
    useQuery({ ...storageFileQueryOptions(client, project, fileId ?? ''), enabled: Boolean(fileId) }),
    hookMessages.loadStorage,
  );
}

/** Storage usage; `barPercent` is the percentage capped at 100 for the bar. Failure: 'Erro ao carregar uso'. */
export function useStorageUsage() {
  const hookMessages = useHookMessages();
  const query = useCurrentProjectQuery(storageUsageQueryOptions);
  return {
    ...withMessage(query, hookMessages.loadUsage),
    barPercent: query.data ? Math.min(100, Math.max(0, query.data.usagePercentage)) : 0,
  };
}

/** A folder's files in pages (`fetchNextPage` follows the server's page token); failure: 'Erro ao carregar conteúdo da pasta'. */
export function useStorageFolderFiles(
  folderId: string | null | undefined,
  options: UseStorageFolderOptions & { pageSize?: number } = {},
) {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const query = useInfiniteQuery({
    ...storageFolderFilesQueryOptions(
      client,
      project,
      folderId ?? '',
      options.pageSize ?? 50,
      options.password,
    ),
    enabled: Boolean(folderId),
  });
  useRefetchOnNewPassword(options.password, query.refetch, Boolean(folderId));
  return {
    ...withMessage(query, hookMessages.loadFolder),
    files: query.data?.pages.flatMap((page) => page.files) ?? [],
  };
}
