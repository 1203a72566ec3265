/**
 * Bluesky rich text: a post's links, mentions and hashtags are not parsed by the network from the text, the
 * client sends them as facets whose ranges are UTF-8 byte offsets into the text
 * (https://docs.bsky.app/docs/advanced-guides/post-richtext).
 */

/** A detected facet: its byte range and what it is; a mention still names a handle, resolved to a DID later. */
export interface DetectedFacet {
  index: { byteStart: number; byteEnd: number };
  feature: { kind: 'link'; uri: string } | { kind: 'mention'; handle: string } | { kind: 'tag'; tag: string };
}

// The patterns of the Bluesky rich text guide: each starts at the text's start or after a non-word character.
const mentionPattern =
  /(^|[^\w])@(([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)/g;
const linkPattern =
  /(^|[^\w])(https?:\/\/(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*[-a-zA-Z0-9@%_+~#/=])?)/g;
// A tag is `#` then anything up to a space or invisible break, not only digits, without trailing punctuation;
// 64 characters at most.
const tagPattern = /(^|\s)[#＃]([^\s\u00AD\u2060\u200B]+)/gu;
const maxTagLength = 64;

const encoder = new TextEncoder();
const bytesBefore = (text: string, index: number) => encoder.encode(text.slice(0, index)).byteLength;

/** Links (http and https), mentions (`@handle.domain`) and hashtags of a post's text, in text order. */
export function detectFacets(text: string): DetectedFacet[] {
  const found: { start: number; end: number; feature: DetectedFacet['feature'] }[] = [];
  for (const match of text.matchAll(mentionPattern)) {
    const handle = match[2] ?? '';
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    found.push({
      start,
      end: start + 1 + handle.length,
      feature: { kind: 'mention', handle: handle.toLowerCase() },
    });
  }
  for (const match of text.matchAll(linkPattern)) {
    const uri = match[2] ?? '';
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    found.push({ start, end: start + uri.length, feature: { kind: 'link', uri } });
  }
  for (const match of text.matchAll(tagPattern)) {
    const tag = (match[2] ?? '').replace(/\p{P}+$/u, '');
    if (tag.length === 0 || tag.length > maxTagLength || /^\d+$/.test(tag)) continue;
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    found.push({ start, end: start + 1 + tag.length, feature: { kind: 'tag', tag } });
  }
  // A `#` or `@` inside a link belongs to the link.
  const links = found.filter((facet) => facet.feature.kind === 'link');
  return found
    .filter(
      (facet) =>
        facet.feature.kind === 'link' ||
        !links.some((link) => facet.start < link.end && facet.end > link.start),
    )
    .sort((a, b) => a.start - b.start)
    .map((facet) => ({
      index: { byteStart: bytesBefore(text, facet.start), byteEnd: bytesBefore(text, facet.end) },
      feature: facet.feature,
    }));
}
