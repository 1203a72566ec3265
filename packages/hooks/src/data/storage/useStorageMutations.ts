import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { postifyKeys } from '../core/keys.js';
import { useHookMessages } from '../core/messages.js';
import { useCurrentProjectId } from '../core/scope.js';
import { createFolderErrorMessage } from './folder-error.js';
import { storageHeaders } from './queries.js';

/** A file or a folder, as the storage table's row actions name them. */
export interface StorageItemRef {
  kind: 'file' | 'folder';
  id: string;
}

/** Creates a folder (at the root, or inside `parent_folder_id`); failure: 'Erro ao criar pasta: {reason}'. */
export function useCreateFolder() {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  const mutation = useMutation<Schemas['StorageFolder'], PostifyApiError, Schemas['CreateFolderRequest']>({
    mutationFn: (body) => unwrap(client.POST('/storage/folders', { body, headers: storageHeaders(project) })),
    onSuccess: (folder) =>
      folder.parentFolderId
        ? queryClient.invalidateQueries({
            queryKey: postifyKeys.storage.folder(project, folder.parentFolderId),
          })
        : queryClient.invalidateQueries({ queryKey: postifyKeys.storage.folders(project) }),
  });
  const texts = useHookMessages();
  return {
    ...mutation,
    errorMessage: mutation.error ? createFolderErrorMessage(mutation.error, texts) : null,
  };
}

/** A signed download link for a file (opened in a new tab by the screen); failure: 'Erro ao baixar arquivo'. */
export function useDownloadUrl() {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  return withMessage(
    useMutation<
      Schemas['DownloadUrl'],
      PostifyApiError,
      { fileId: string; password?: string; expirationMinutes?: number }
    >({
      mutationFn: ({ fileId, password, expirationMinutes = 60 }) =>
        unwrap(
          client.POST('/storage/download-url/{fileId}', {
            params: { path: { fileId } },
            body: { expiration_minutes: expirationMinutes },
            headers: storageHeaders(project, password),
          }),
        ),
    }),
    hookMessages.download,
  );
}

/** Every cached storage query of a project but the usage, which a rename does not change. */
const listingsOf = (project: string | null) => ({
  queryKey: postifyKeys.storage.all(project),
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[3] !== 'usage',
});

/** Renames a file or folder; the listings are re-read. Failure: 'Erro ao renomear. Tente novamente.'. */
export function useRenameStorageItem() {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  return withMessage(
    useMutation<unknown, PostifyApiError, StorageItemRef & { newName: string; password?: string }>({
      mutationFn: ({ kind, id, newName, password }) => {
        const init = {
          params: { path: { id } },
          body: { new_name: newName.trim() },
          headers: storageHeaders(project, password),
        };
        return kind === 'file'
          ? unwrap(client.PUT('/storage/files/{id}/rename', init))
          : unwrap(client.PUT('/storage/folders/{id}/rename', init));
      },
      onSuccess: () => queryClient.invalidateQueries(listingsOf(project)),
    }),
    hookMessages.rename,
  );
}

/** Deletes a file or folder; listings and usage are re-read. Failure: 'Erro ao excluir pasta/arquivo'. */
export function useDeleteStorageItem() {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  return withMessage(
    useMutation<void, PostifyApiError, StorageItemRef & { password?: string }>({
      mutationFn: async ({ kind, id, password }) => {
        const init = { params: { path: { id } }, headers: storageHeaders(project, password) };
        if (kind === 'file') await client.DELETE('/storage/files/{id}', init);
        else await client.DELETE('/storage/folders/{id}', init);
      },
      onSuccess: (_, item) => {
        queryClient.removeQueries({ queryKey: postifyKeys.storage.item(project, item) });
        return queryClient.invalidateQueries({ queryKey: postifyKeys.storage.all(project) });
      },
    }),
    hookMessages.remove,
  );
}
