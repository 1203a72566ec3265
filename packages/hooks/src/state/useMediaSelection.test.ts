import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMediaSelection } from './useMediaSelection.js';

const image = (name: string) => ({ name, type: 'image/png' });
const video = (name: string) => ({ name, type: 'video/mp4' });

describe('useMediaSelection', () => {
  it('accumulates images and lets a video replace them', () => {
    const { result } = renderHook(() => useMediaSelection<{ name: string; type: string }>());
    act(() => {
      result.current.add([image('a')]);
    });
    act(() => {
      result.current.add([image('b'), image('c')]);
    });
    expect(result.current.items.map((m) => m.name)).toEqual(['a', 'b', 'c']);
    expect(result.current.kind).toBe('image');
    act(() => {
      result.current.add([video('v')]);
    });
    expect(result.current.items.map((m) => m.name)).toEqual(['v']);
    expect(result.current.kind).toBe('video');
  });

  it('keeps the selection and shows the message when an addition is refused', () => {
    const { result } = renderHook(() => useMediaSelection([video('v')]));
    let accepted = true;
    act(() => {
      accepted = result.current.add([image('a')]);
    });
    expect(accepted).toBe(false);
    expect(result.current.error).toBe('Você não pode misturar vídeos e imagens.');
    expect(result.current.items).toEqual([video('v')]);
    act(() => {
      result.current.add([video('x'), video('y')]);
    });
    expect(result.current.error).toBe('Apenas 1 vídeo é permitido.');
  });

  it('refuses the 16th image', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => image(`i${i}`));
    const { result } = renderHook(() => useMediaSelection(fifteen));
    act(() => {
      result.current.add([image('extra')]);
    });
    expect(result.current.error).toBe('Você pode enviar no máximo 15 imagens.');
    expect(result.current.items).toHaveLength(15);
  });

  it('removes one media, clears the error, and clears everything', () => {
    const { result } = renderHook(() => useMediaSelection([image('a'), image('b')]));
    act(() => {
      result.current.add([{ name: 'doc', type: 'application/pdf' }]);
    });
    expect(result.current.error).toBe('Apenas imagens e vídeos são aceitos.');
    act(() => result.current.remove(0));
    expect(result.current.items.map((m) => m.name)).toEqual(['b']);
    expect(result.current.error).toBeNull();
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ items: [], kind: 'none', accept: 'image/*,video/*' });
  });
});
