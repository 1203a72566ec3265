import { describe, expect, it } from 'vitest';
import { checkMediaSelection } from './media.js';

const image = (name: string) => ({ name, type: 'image/jpeg' });
const video = (name: string) => ({ name, type: 'video/mp4' });
const images = (n: number, prefix = 'img') => Array.from({ length: n }, (_, i) => image(`${prefix}${i}`));

describe('checkMediaSelection', () => {
  it('accumulates images', () => {
    const result = checkMediaSelection(images(2, 'a'), images(3, 'b'));
    expect(result).toMatchObject({ ok: true, kind: 'image' });
    expect(result.ok && result.selection.map((m) => m.name)).toEqual(['a0', 'a1', 'b0', 'b1', 'b2']);
  });

  it('lets a video replace everything selected before', () => {
    expect(checkMediaSelection(images(4), [video('v')])).toEqual({
      ok: true,
      selection: [video('v')],
      kind: 'video',
    });
    expect(checkMediaSelection([video('old')], [video('new')])).toEqual({
      ok: true,
      selection: [video('new')],
      kind: 'video',
    });
  });

  it('refuses two videos at once', () => {
    expect(checkMediaSelection([], [video('a'), video('b')])).toEqual({
      ok: false,
      error: 'Apenas 1 vídeo é permitido.',
      code: 'validation.mediaOneVideo',
    });
  });

  it('refuses mixing videos and images', () => {
    const mixing = {
      ok: false,
      error: 'Você não pode misturar vídeos e imagens.',
      code: 'validation.mediaNoMixing',
    };
    expect(checkMediaSelection([], [video('v'), image('i')])).toEqual(mixing);
    expect(checkMediaSelection([video('v')], [image('i')])).toEqual(mixing);
  });

  it('allows 15 images and refuses the 16th', () => {
    expect(checkMediaSelection(images(14), [image('x')]).ok).toBe(true);
    expect(checkMediaSelection(images(15), [image('x')])).toEqual({
      ok: false,
      error: 'Você pode enviar no máximo 15 imagens.',
      code: 'validation.mediaMaxImages',
    });
  });

  it('accepts only image/* and video/*', () => {
    expect(checkMediaSelection([], [{ type: 'application/pdf' }])).toEqual({
      ok: false,
      error: 'Apenas imagens e vídeos são aceitos.',
      code: 'validation.mediaUnsupportedType',
    });
  });

  it('keeps the selection when nothing is added', () => {
    expect(checkMediaSelection(images(1), [])).toMatchObject({ ok: true, kind: 'image' });
    expect(checkMediaSelection([], [])).toEqual({ ok: true, selection: [], kind: 'none' });
  });
});
