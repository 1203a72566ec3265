import {
  errorMessage,
  type PostifyApiError,
  UPLOAD_FAILED_MESSAGE,
  type UploadProgress,
  unwrap,
  uploadToSignedUrl,
} from '@postify/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { usePostifyClient } from '../core/context.js';
import { postifyKeys } from '../core/keys.js';
import { useCurrentProjectId } from '../core/scope.js';
import { storageHeaders } from './queries.js';

/** Where an upload is. `aborted` is the user's own cancel, not a failure. */
export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error' | 'aborted';

/** One file to send into a folder. */
export interface UploadRequest {
  folderId: string;
  file: Blob & { name?: string };
  /** The file name to store; defaults to the file's own name. */
  fileName?: string;
  /** The folder's password, when it (or an ancestor) is protected. */
  password?: string;
  /** Every progress event of this upload, besides the hook's `progress` state (per-file lists). */
  onProgress?: (progress: UploadProgress) => void;
}

/** Upload state for the 'Upload de Arquivo' tab. */
export interface UploadFileState {
  status: UploadStatus;
  progress: UploadProgress | null;
  /** Signs the upload, sends the bytes with progress; resolves with the new file id, or `null` when it did not succeed. */
  upload: (request: UploadRequest) => Promise<string | null>;
  /** Cancels the upload in flight. */
  abort: () => void;
  reset: () => void;
  error: PostifyApiError | null;
  errorMessage: string | null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads one file with progress and abort through the SDK's signed-URL helper; only an HTTP 200 counts
 * as stored (publishing spec). On success the folder's content and the usage are re-read.
 */
export function useUploadFile(): UploadFileState {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation<string, PostifyApiError, UploadRequest & { signal: AbortSignal }>({
    mutationFn: async ({ folderId, file, fileName, password, onProgress, signal }) => {
      setProgress({ loaded: 0, total: file.size, percent: 0 });
      const contentType = file.type || 'application/octet-stream';
      const target = await unwrap(
        client.POST('/storage/upload-url', {
          body: {
            folder_id: folderId,
            file_name: fileName ?? file.name ?? 'arquivo',
            file_size: file.size,
            content_type: contentType,
          },
          headers: storageHeaders(project, password),
          signal,
        }),
      );
      await uploadToSignedUrl({
        url: target.uploadUrl,
        body: file,
        contentType,
        signal,
        onProgress: (next) => {
          setProgress(next);
          onProgress?.(next);
        },
      });
      return target.fileId;
    },
    onSuccess: (_, { folderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postifyKeys.storage.folder(project, folderId) }),
        queryClient.invalidateQueries({ queryKey: postifyKeys.storage.usage(project) }),
      ]),
  });

  const { mutateAsync, reset: resetMutation } = mutation;
  const upload = useCallback(
    (request: UploadRequest) => {
      // Created here, not in the mutation function, so an abort right after the call is never lost.
      const abort = new AbortController();
      controller.current = abort;
      return mutateAsync({ ...request, signal: abort.signal }).then(
        (fileId) => fileId,
        () => null,
      );
    },
    [mutateAsync],
  );
  const abort = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    setProgress(null);
    resetMutation();
  }, [resetMutation]);

  const aborted = mutation.isError && isAbort(mutation.error);
  const status: UploadStatus = mutation.isPending
    ? 'uploading'
    : mutation.isSuccess
      ? 'success'
      : aborted
        ? 'aborted'
        : mutation.isError
          ? 'error'
          : 'idle';
  return {
    status,
    progress,
    upload,
    abort,
    reset,
    error: aborted ? null : mutation.error,
    errorMessage: status === 'error' ? errorMessage(mutation.error, UPLOAD_FAILED_MESSAGE) : null,
  };
}
