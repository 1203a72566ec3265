import { sdkMessages as m } from '../messages.js';
import { LIMITS } from './limits.js';

/** Anything with a declared MIME type, such as a browser `File`. */
export interface TypedMedia {
  type: string;
}

/** What the selection holds: nothing, images, or one video. */
export type MediaSelectionKind = 'none' | 'image' | 'video';

/** Outcome of {@link checkMediaSelection}: the next selection, or the pt-BR reason for refusing. */
export type MediaSelectionResult<T> =
  | { ok: true; selection: T[]; kind: MediaSelectionKind }
  | { ok: false; error: string; code: `validation.${MediaRefusal}` };

type MediaRefusal = 'mediaUnsupportedType' | 'mediaOneVideo' | 'mediaNoMixing' | 'mediaMaxImages';
const refuse = (key: MediaRefusal) => ({
  ok: false as const,
  error: m[key],
  code: `validation.${key}` as const,
});

const isVideo = (item: TypedMedia) => item.type.startsWith('video/');
const isImage = (item: TypedMedia) => item.type.startsWith('image/');

/** The kind of a selection already accepted by {@link checkMediaSelection}. */
export function mediaSelectionKind(selection: readonly TypedMedia[]): MediaSelectionKind {
  if (selection.some(isVideo)) return 'video';
  return selection.length > 0 ? 'image' : 'none';
}

/**
 * Applies the composer's media rules to files being added: one video replaces everything, images
 * accumulate up to 15, videos and images never mix, and only image/* and video/* are accepted.
 */
export function checkMediaSelection<T extends TypedMedia>(
  current: readonly T[],
  incoming: readonly T[],
): MediaSelectionResult<T> {
  if (incoming.length === 0) return { ok: true, selection: [...current], kind: mediaSelectionKind(current) };
  if (incoming.some((item) => !isVideo(item) && !isImage(item))) return refuse('mediaUnsupportedType');
  const videos = incoming.filter(isVideo).length;
  if (videos > LIMITS.maxVideos) return refuse('mediaOneVideo');
  if (videos === 1) {
    if (incoming.length > 1) return refuse('mediaNoMixing');
    return { ok: true, selection: [...incoming], kind: 'video' };
  }
  if (mediaSelectionKind(current) === 'video') return refuse('mediaNoMixing');
  const selection = [...current, ...incoming];
  if (selection.length > LIMITS.maxImages) return refuse('mediaMaxImages');
  return { ok: true, selection, kind: 'image' };
}
