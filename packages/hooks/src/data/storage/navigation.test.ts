import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeFolderPath, encodeFolderPath, type QueryParamsAdapter } from './folder-navigation.js';
import { useFolderNavigation } from './useFolderNavigation.js';

function memoryAdapter(initial = '') {
  let params = new URLSearchParams(initial);
  const listeners = new Set<() => void>();
  const adapter: QueryParamsAdapter = {
    read: () => new URLSearchParams(params),
    write(next) {
      params = new URLSearchParams(next);
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { adapter, current: () => params };
}

describe('useFolderNavigation', () => {
  it('keeps folder, name and path in the query through any adapter, with other values untouched', () => {
    const memory = memoryAdapter('tab=files');
    const { result } = renderHook(() => useFolderNavigation(memory.adapter));
    expect(result.current).toMatchObject({ folderId: null, path: [], isInFolder: false });

    act(() => result.current.openFolder({ folderId: 'a', name: 'Campanhas' }));
    act(() => result.current.openFolder({ folderId: 'b', name: 'Black Friday' }));
    expect(result.current).toMatchObject({ folderId: 'b', name: 'Black Friday', isInFolder: true });
    expect(result.current.path.map((c) => c.name)).toEqual(['Campanhas', 'Black Friday']);
    expect(memory.current().get('tab')).toBe('files');
    expect(decodeFolderPath(memory.current().get('path'))).toEqual(result.current.path);

    act(() => result.current.goToCrumb(0));
    expect(result.current).toMatchObject({ folderId: 'a', name: 'Campanhas' });
    expect(result.current.path).toHaveLength(1);
    act(() => result.current.goToRoot());
    expect(result.current).toMatchObject({ folderId: null, name: null, path: [] });
    expect(memory.current().toString()).toBe('tab=files');
  });

  it('reads a shared link, and uses window.history by default (back goes to the previous folder)', async () => {
    const path = encodeFolderPath([{ folderId: 'x', name: 'Fotos' }]);
    window.history.replaceState(null, '', `/storage?folder=x&name=Fotos&path=${encodeURIComponent(path)}`);
    const { result } = renderHook(() => useFolderNavigation());
    expect(result.current).toMatchObject({
      folderId: 'x',
      name: 'Fotos',
      path: [{ folderId: 'x', name: 'Fotos' }],
    });
    act(() => result.current.openFolder({ folderId: 'y', name: 'Verão' }));
    expect(new URLSearchParams(window.location.search).get('folder')).toBe('y');
    expect(window.location.pathname).toBe('/storage');
    act(() => window.history.back());
    await waitFor(() => expect(result.current.folderId).toBe('x'));
  });

  it('reads a malformed path as the root breadcrumbs', () => {
    expect(decodeFolderPath('{nope')).toEqual([]);
    expect(decodeFolderPath('[{"folderId":1}]')).toEqual([]);
  });
});
