import { PostifyApiError } from '@postify/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, testQueryClient, wrapperFor } from '../../../test/support.js';
import { createFolderErrorMessage } from './folder-error.js';
import { useStorageFolder, useStorageFolderFiles, useStorageFolders, useStorageUsage } from './useStorage.js';
import {
  useCreateFolder,
  useDeleteStorageItem,
  useDownloadUrl,
  useRenameStorageItem,
} from './useStorageMutations.js';
import { useUploadFile } from './useUploadFile.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function useStorageScreen(folderId: string | null, password?: string) {
  return {
    folders: useStorageFolders(),
    folder: useStorageFolder(folderId, { password }),
    usage: useStorageUsage(),
    create: useCreateFolder(),
    upload: useUploadFile(),
    download: useDownloadUrl(),
    rename: useRenameStorageItem(),
    remove: useDeleteStorageItem(),
  };
}

const textFile = (size: number, name = 'notas.txt') =>
  new File([new Uint8Array(size).fill(97)], name, { type: 'text/plain' });

describe('storage folders', () => {
  it('creates root and sub folders, and the listings follow', async () => {
    const user = await signedInUser('storage-folders');
    const view = renderHook(({ folderId }) => useStorageScreen(folderId), {
      wrapper: wrapperFor(user.client),
      initialProps: { folderId: null as string | null },
    });
    await waitFor(() => expect(view.result.current.folders.data).toEqual([]));
    const root = await act(() => view.result.current.create.mutateAsync({ name: 'Campanhas' }));
    await waitFor(() => expect(view.result.current.folders.data?.map((f) => f.name)).toEqual(['Campanhas']));

    view.rerender({ folderId: root.folderId });
    await waitFor(() => expect(view.result.current.folder.data?.subfolders).toEqual([]));
    await act(() =>
      view.result.current.create.mutateAsync({ name: 'Black Friday', parent_folder_id: root.folderId }),
    );
    await waitFor(() =>
      expect(view.result.current.folder.data?.subfolders.map((f) => f.name)).toEqual(['Black Friday']),
    );
  });

  it('asks for the password of a protected folder, then opens it with the password', async () => {
    const user = await signedInUser('storage-password');
    const setup = renderHook(() => useCreateFolder(), { wrapper: wrapperFor(user.client) });
    const folder = await act(() =>
      setup.result.current.mutateAsync({ name: 'Privada', needs_password: true, password: 'segredo123' }),
    );
    const locked = renderHook(() => useStorageFolder(folder.folderId), { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect(locked.result.current.needsPassword).toBe(true));
    expect(locked.result.current.errorMessage).toBe('Erro ao carregar conteúdo da pasta');
    expect(locked.result.current.error?.status).toBe(403);
    const open = renderHook(() => useStorageFolder(folder.folderId, { password: 'segredo123' }), {
      wrapper: wrapperFor(user.client),
    });
    await waitFor(() => expect(open.result.current.data?.name).toBe('Privada'));
  });

  it('keeps folder passwords out of the query cache keys and opens the folder once the right one is given', async () => {
    const user = await signedInUser('storage-password-cache');
    const queryClient = testQueryClient();
    const wrapper = wrapperFor(user.client, queryClient);
    const setup = renderHook(() => useCreateFolder(), { wrapper });
    const folder = await act(() =>
      setup.result.current.mutateAsync({ name: 'Cofre', needs_password: true, password: 'segredo-cofre' }),
    );
    const view = renderHook(
      ({ password }) => ({
        folder: useStorageFolder(folder.folderId, { password }),
        files: useStorageFolderFiles(folder.folderId, { password }),
      }),
      { wrapper, initialProps: { password: 'errada-123' as string | undefined } },
    );
    await waitFor(() => expect(view.result.current.folder.needsPassword).toBe(true));
    // The password typed next is a credential for the same folder, not another folder: it is fetched again.
    view.rerender({ password: 'segredo-cofre' });
    await waitFor(() => expect(view.result.current.folder.data?.name).toBe('Cofre'));
    await waitFor(() => expect(view.result.current.files.files).toEqual([]));
    const keys = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    );
    expect(keys).toContain(folder.folderId);
    expect(keys).not.toContain('segredo-cofre');
    expect(keys).not.toContain('errada-123');
  });

  it('explains a failed folder creation as "Erro ao criar pasta: {reason}"', async () => {
    const user = await signedInUser('storage-folder-error');
    const { result } = renderHook(() => useCreateFolder(), { wrapper: wrapperFor(user.client) });
    await act(() => result.current.mutateAsync({ name: '   ' }).catch(() => undefined));
    await waitFor(() => expect(result.current.errorMessage).toMatch(/^Erro ao criar pasta: .+/));
    expect(result.current.errorMessage).toBe(`Erro ao criar pasta: ${result.current.error?.message}`);

    const status = (code: number) => new PostifyApiError({ status: code, code: 'X', message: 'servidor' });
    expect(createFolderErrorMessage(status(404))).toBe(
      'Erro ao criar pasta: Endpoint não encontrado. Verifique a configuração da API.',
    );
    expect(createFolderErrorMessage(status(401))).toBe(
      'Erro ao criar pasta: Não autorizado. Verifique sua autenticação.',
    );
    expect(createFolderErrorMessage(status(500))).toBe('Erro ao criar pasta: Erro interno do servidor.');
    expect(createFolderErrorMessage(status(409))).toBe('Erro ao criar pasta: servidor');
    expect(createFolderErrorMessage('?')).toBe('Erro ao criar pasta: Erro desconhecido');
  });
});

describe('uploads', () => {
  it('reports progress events, succeeds on 200, and re-reads the folder and the usage', async () => {
    // happy-dom's XMLHttpRequest sends no upload progress events: the SDK then counts the bytes as
    // fetch streams them to the server, which is the path measured here.
    vi.stubGlobal('XMLHttpRequest', undefined);
    const user = await signedInUser('storage-upload');
    const view = renderHook(({ folderId }) => useStorageScreen(folderId), {
      wrapper: wrapperFor(user.client),
      initialProps: { folderId: null as string | null },
    });
    const folder = await act(() => view.result.current.create.mutateAsync({ name: 'Uploads' }));
    view.rerender({ folderId: folder.folderId });
    await waitFor(() => expect(view.result.current.folder.data?.files).toEqual([]));
    await waitFor(() => expect(view.result.current.usage.data?.usedBytes).toBe(0));

    const percents: number[] = [];
    const file = textFile(512 * 1024);
    const fileId = await act(() =>
      view.result.current.upload.upload({
        folderId: folder.folderId,
        file,
        onProgress: ({ percent }) => percents.push(percent),
      }),
    );
    expect(fileId).toEqual(expect.any(String));
    await waitFor(() => expect(view.result.current.upload.status).toBe('success'));
    expect(view.result.current.upload.progress).toEqual({
      loaded: file.size,
      total: file.size,
      percent: 100,
    });
    expect(percents.length).toBeGreaterThan(2);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    await waitFor(() =>
      expect(view.result.current.folder.data?.files.map((f) => f.fileName)).toEqual(['notas.txt']),
    );
    await waitFor(() => expect(view.result.current.usage.data?.usedBytes).toBe(file.size));
  });

  it('does not count a refused upload (not 200) as stored', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const user = await signedInUser('storage-upload-refused');
    const view = renderHook(({ folderId }) => useStorageScreen(folderId), {
      wrapper: wrapperFor(user.client),
      initialProps: { folderId: null as string | null },
    });
    const folder = await act(() => view.result.current.create.mutateAsync({ name: 'Recusados' }));
    view.rerender({ folderId: folder.folderId });
    // Text bytes declared as PNG: the storage answers 415.
    const fake = new File([new Uint8Array(2048).fill(97)], 'foto.png', { type: 'image/png' });
    let result: string | null = 'unset';
    await act(async () => {
      result = await view.result.current.upload.upload({ folderId: folder.folderId, file: fake });
    });
    expect(result).toBeNull();
    await waitFor(() => expect(view.result.current.upload.status).toBe('error'));
    expect(view.result.current.upload.error?.status).toBe(415);
    expect(view.result.current.upload.errorMessage).toBe(view.result.current.upload.error?.message);
    await waitFor(() => expect(view.result.current.folder.data?.files).toEqual([]));
  });

  it('aborts an upload in flight', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const user = await signedInUser('storage-abort');
    const view = renderHook(() => useStorageScreen(null), { wrapper: wrapperFor(user.client) });
    const folder = await act(() => view.result.current.create.mutateAsync({ name: 'Cancelados' }));
    // happy-dom's fetch buffers a streamed body before sending, so the cancel lands while the upload is
    // being signed; in a browser the same signal also stops the XMLHttpRequest mid-transfer.
    const result = await act(() => {
      const pending = view.result.current.upload.upload({ folderId: folder.folderId, file: textFile(1024) });
      view.result.current.upload.abort();
      return pending;
    });
    expect(result).toBeNull();
    await waitFor(() => expect(view.result.current.upload.status).toBe('aborted'));
    expect(view.result.current.upload.errorMessage).toBeNull();
    const folderView = renderHook(() => useStorageFolder(folder.folderId), {
      wrapper: wrapperFor(user.client),
    });
    await waitFor(() => expect(folderView.result.current.data?.files).toEqual([]));
  });
});

describe('file actions', () => {
  it('gets a download link, renames and deletes a file', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const user = await signedInUser('storage-actions');
    const view = renderHook(({ folderId }) => useStorageScreen(folderId), {
      wrapper: wrapperFor(user.client),
      initialProps: { folderId: null as string | null },
    });
    const folder = await act(() => view.result.current.create.mutateAsync({ name: 'Acoes' }));
    view.rerender({ folderId: folder.folderId });
    const fileId =
      (await act(() =>
        view.result.current.upload.upload({ folderId: folder.folderId, file: textFile(100) }),
      )) ?? '';
    const link = await act(() => view.result.current.download.mutateAsync({ fileId }));
    const downloaded = await fetch(link.downloadUrl);
    expect(downloaded.status).toBe(200);

    await act(() =>
      view.result.current.rename.mutateAsync({ kind: 'file', id: fileId, newName: '  novo.txt ' }),
    );
    await waitFor(() =>
      expect(view.result.current.folder.data?.files.map((f) => f.fileName)).toEqual(['novo.txt']),
    );

    await act(() => view.result.current.remove.mutateAsync({ kind: 'file', id: fileId }));
    await waitFor(() => expect(view.result.current.folder.data?.files).toEqual([]));

    await act(() => view.result.current.download.mutateAsync({ fileId }).catch(() => undefined));
    await waitFor(() => expect(view.result.current.download.errorMessage).toBe('Erro ao baixar arquivo'));
    await act(() =>
      view.result.current.rename
        .mutateAsync({ kind: 'file', id: fileId, newName: 'x' })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(view.result.current.rename.errorMessage).toBe('Erro ao renomear. Tente novamente.'),
    );
    await act(() =>
      view.result.current.remove.mutateAsync({ kind: 'file', id: fileId }).catch(() => undefined),
    );
    await waitFor(() =>
      expect(view.result.current.remove.errorMessage).toBe('Erro ao excluir pasta/arquivo'),
    );
  });
});

describe('folder files in pages', () => {
  it('follows the page token to the last page', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const user = await signedInUser('storage-files-pages');
    const setup = renderHook(() => ({ create: useCreateFolder(), upload: useUploadFile() }), {
      wrapper: wrapperFor(user.client),
    });
    const folder = await act(() => setup.result.current.create.mutateAsync({ name: 'Muitos' }));
    for (const name of ['a.txt', 'b.txt', 'c.txt']) {
      await act(() =>
        setup.result.current.upload.upload({ folderId: folder.folderId, file: textFile(10, name) }),
      );
    }
    const { result } = renderHook(() => useStorageFolderFiles(folder.folderId, { pageSize: 2 }), {
      wrapper: wrapperFor(user.client),
    });
    await waitFor(() => expect(result.current.files).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.files).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.files.map((f) => f.fileName).sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });
});
