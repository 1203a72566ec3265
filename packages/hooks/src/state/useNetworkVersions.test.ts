import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNetworkVersions } from './useNetworkVersions.js';

const photos = [{ kind: 'image' as const }, { kind: 'image' as const }];

describe('useNetworkVersions', () => {
  it('gives each chosen network a tab starting from the shared caption, and sends nothing until one differs', () => {
    const { result } = renderHook(() =>
      useNetworkVersions({ networks: ['x', 'instagram'], caption: 'Verão chegou', media: photos }),
    );
    act(() => result.current.setCustomizing(true));
    expect(result.current.networks).toEqual(['instagram', 'x']);
    expect(result.current.active).toBe('instagram');
    expect(result.current.captionOf('x')).toBe('Verão chegou');
    expect(result.current.versions).toEqual([]);
  });

  it('sends a version with its caption, media order and first comment; "Voltar ao texto original" follows the shared one again', () => {
    const { result, rerender } = renderHook(
      (caption: string) => useNetworkVersions({ networks: ['instagram', 'x'], caption, media: photos }),
      { initialProps: 'Verão chegou' },
    );
    act(() => {
      result.current.setCustomizing(true);
      result.current.setCaption('x', 'Verão chegou. Link na bio');
      result.current.moveMedia('instagram', 1, -1);
      result.current.setFirstComment('instagram', '#verao #moda');
      result.current.setFirstComment('x', 'não vai');
    });
    expect(result.current.versions).toEqual([
      { network: 'instagram', caption: 'Verão chegou', mediaOrder: [1, 0], firstComment: '#verao #moda' },
      { network: 'x', caption: 'Verão chegou. Link na bio', mediaOrder: null, firstComment: null },
    ]);
    act(() => result.current.resetCaption('x'));
    rerender('Outono chegou');
    expect(result.current.captionOf('x')).toBe('Outono chegou');
    expect(result.current.versions.map((v) => v.network)).toEqual(['instagram']);
    expect(result.current.versions[0]?.caption).toBe('Outono chegou');
  });

  it("checks each version against its own network's limits, in pt-BR", () => {
    const { result } = renderHook(() =>
      useNetworkVersions({ networks: ['x'], caption: 'Oi', media: photos }),
    );
    act(() => {
      result.current.setCustomizing(true);
      result.current.setCaption('x', 'a'.repeat(290));
    });
    expect(result.current.problems.map((p) => p.message)).toEqual([
      'A legenda tem 290 caracteres; o X aceita até 280.',
    ]);
    act(() => result.current.setCustomizing(false));
    expect(result.current.versions).toEqual([]);
  });
});
