import { formatIcu, type MessageValues } from '../i18n/icu.js';
import { networkMessages } from '../messages.js';
import { graphemes } from './graphemes.js';
import { type NetworkId, networkRules, resolveNetwork, type Sourced, type TextRule } from './registry.js';
import { xWeightedLength } from './x-length.js';

/** One media of a draft, as far as network limits care. */
export interface DraftMedia {
  kind: 'image' | 'video';
  durationSeconds?: number;
}

/** What {@link validateForNetworks} checks: the caption, the optional description and the media. */
export interface NetworkDraft {
  caption: string;
  description?: string;
  media: readonly DraftMedia[];
}

/** Machine-readable kind of a network problem. */
export type NetworkProblemCode =
  | 'text-too-long'
  | 'too-many-hashtags'
  | 'media-required'
  | 'kind-not-accepted'
  | 'too-many-items'
  | 'too-many-images'
  | 'too-many-videos'
  | 'mixed-media'
  | 'video-too-short'
  | 'video-too-long'
  | 'version-duplicate'
  | 'version-caption-required'
  | 'version-media-order'
  | 'comment-not-supported'
  | 'comment-too-long'
  | 'comment-too-many-hashtags';

/**
 * A draft value a network would refuse, with a pt-BR message and the source of the limit. `code` and
 * `values` rebuild the message in another language: the catalogue's `network.<code>` entry
 * (`networkProblemMessage` of `@postify/sdk/messages`).
 */
export interface NetworkProblem {
  network: NetworkId;
  code: NetworkProblemCode;
  message: string;
  values: MessageValues;
  limit?: number;
  actual?: number;
  source?: string;
}

const counters: Record<TextRule['counting'], (text: string) => number> = {
  characters: (text) => Array.from(text).length,
  'x-weighted': xWeightedLength,
  'utf8-bytes': (text) => new TextEncoder().encode(text).length,
  graphemes: (text) => graphemes(text).length,
};

/** The length of `text` as `rule` counts it. */
export const textLength = (text: string, rule: Pick<TextRule, 'counting'>) => counters[rule.counting](text);

const duration = (seconds: number) => {
  const total = Math.ceil(seconds);
  const h = Math.floor(total / 3600);
  const mm = String(Math.floor((total % 3600) / 60));
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
};

/** Builds one problem of network `id` with its pt-BR message; `limit` brings its value and source. */
export function networkProblem(
  id: NetworkId,
  code: NetworkProblemCode,
  values: Record<string, string | number>,
  limit?: Sourced<number | boolean>,
  actual?: number,
): NetworkProblem {
  const all = {
    network: networkRules[id].name,
    ...(typeof limit?.value === 'number' ? { limit: limit.value } : {}),
    ...(actual === undefined ? {} : { actual }),
    ...values,
  };
  return {
    network: id,
    code,
    message: formatIcu(networkMessages[code], all, 'pt-BR'),
    values: all,
    ...(typeof limit?.value === 'number' ? { limit: limit.value } : {}),
    ...(actual === undefined ? {} : { actual }),
    ...(limit ? { source: limit.source } : {}),
  };
}

/** Hashtags of a text, as the networks count them. */
export const hashtagCount = (text: string) => text.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0;

function checkNetwork(id: NetworkId, draft: NetworkDraft): NetworkProblem[] {
  const rules = networkRules[id];
  const problems: NetworkProblem[] = [];
  const add = (
    code: NetworkProblemCode,
    values: Record<string, string | number>,
    limit?: Sourced<number | boolean>,
    actual?: number,
  ) => {
    problems.push(networkProblem(id, code, values, limit, actual));
  };

  for (const rule of rules.texts) {
    const length = textLength(draft[rule.field] ?? '', rule);
    if (length > rule.max.value) {
      add(
        'text-too-long',
        {
          text: rule.label === 'título' ? 'title' : rule.field,
          unit: rule.counting === 'utf8-bytes' ? 'bytes' : 'characters',
        },
        rule.max,
        length,
      );
    }
  }
  if (rules.hashtags) {
    const count = hashtagCount(draft.caption);
    if (count > rules.hashtags.value) add('too-many-hashtags', {}, rules.hashtags, count);
  }

  const { media } = rules;
  const images = draft.media.filter((m) => m.kind === 'image').length;
  const videos = draft.media.length - images;
  const onlyVideo = media.kinds.length === 1 && media.kinds[0] === 'video';
  if (draft.media.length === 0 && media.required.value) {
    add('media-required', { onlyVideo: onlyVideo ? 'yes' : 'no' }, media.required);
  }
  if (images > 0 && !media.kinds.includes('image')) {
    add('kind-not-accepted', {}, undefined, images);
  }
  if (images > 0 && videos > 0 && !media.mixed.value) {
    add('mixed-media', {}, media.mixed);
  }
  if (media.maxImages && images > media.maxImages.value) {
    add('too-many-images', {}, media.maxImages, images);
  } else if (media.maxItems && draft.media.length > media.maxItems.value) {
    const kind = images === draft.media.length ? 'image' : videos === draft.media.length ? 'video' : 'mixed';
    add('too-many-items', { kind }, media.maxItems, draft.media.length);
  }
  if (videos > media.maxVideos.value) {
    add('too-many-videos', {}, media.maxVideos, videos);
  }
  for (const item of draft.media) {
    if (item.kind !== 'video' || item.durationSeconds === undefined) continue;
    const { minSeconds, maxSeconds } = rules.video ?? {};
    if (maxSeconds && item.durationSeconds > maxSeconds.value) {
      add(
        'video-too-long',
        { duration: duration(item.durationSeconds), limitDuration: duration(maxSeconds.value) },
        maxSeconds,
        item.durationSeconds,
      );
    } else if (minSeconds && item.durationSeconds < minSeconds.value) {
      add(
        'video-too-short',
        { duration: duration(item.durationSeconds), limitDuration: duration(minSeconds.value) },
        minSeconds,
        item.durationSeconds,
      );
    }
  }
  return problems;
}

/**
 * Checks a draft against each requested network's documented limits and returns, per network, the
 * problems in pt-BR (an empty list means the network accepts the draft). Unknown names are ignored.
 */
export function validateForNetworks(
  draft: NetworkDraft,
  networks: readonly string[],
): Partial<Record<NetworkId, NetworkProblem[]>> {
  const result: Partial<Record<NetworkId, NetworkProblem[]>> = {};
  for (const name of networks) {
    const id = resolveNetwork(name);
    if (id) result[id] = checkNetwork(id, draft);
  }
  return result;
}
