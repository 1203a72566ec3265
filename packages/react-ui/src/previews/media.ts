import { inferMediaKind, type MediaKind } from '@postify/sdk/rules';
import type { PreviewMedia } from './types';

/** A media with its display kind resolved. */
export interface ResolvedMedia extends PreviewMedia {
  kind: MediaKind;
}

/** Resolves each media's kind from its declared type, its URL or its file name, through the SDK rule. */
export function resolveMedia(media: readonly (PreviewMedia | string)[] | null | undefined): ResolvedMedia[] {
  return (media ?? []).map((item) => {
    const value = typeof item === 'string' ? { url: item } : item;
    const byType = inferMediaKind(value.type ?? value.url, value.url);
    const kind = byType === 'unsupported' && value.name ? inferMediaKind(value.name) : byType;
    return { ...value, kind };
  });
}

/** What a preview shows: the first video alone (a single player), else every media in a carousel. */
export function displayedMedia(media: readonly ResolvedMedia[]): {
  video: ResolvedMedia | undefined;
  items: ResolvedMedia[];
} {
  const video = media.find((item) => item.kind === 'video');
  return { video, items: video ? [video] : [...media] };
}
