import { type NetworkId, resolveNetwork } from './ids.js';

// The ids and the name resolution are a module of their own: a page that draws network marks (the landing)
// needs them without every network's publishing rules.
export { type NetworkId, networkIds, resolveNetwork } from './ids.js';

/** A documented limit and the official page it comes from. */
export interface Sourced<T = number> {
  value: T;
  source: string;
}

/**
 * How a network counts the length of a text: Unicode code points ('characters'), X's weighted count, UTF-8
 * bytes, or user-perceived characters ('graphemes': an emoji with its modifiers or a flag counts once).
 */
export type TextCounting = 'characters' | 'x-weighted' | 'utf8-bytes' | 'graphemes';

/** A text limit: which field of the draft it applies to, how it is counted and its maximum. */
export interface TextRule {
  field: 'caption' | 'description';
  /** 'legenda', 'título' or 'descrição' — the word the pt-BR messages use. */
  label: 'legenda' | 'título' | 'descrição';
  counting: TextCounting;
  max: Sourced;
}

/** Publishing constraints of one network, each with its source. */
export interface NetworkRules {
  id: NetworkId;
  name: string;
  /** Whether Postify reads profile metrics (`GET /metrics`) for this network's accounts. */
  metrics: boolean;
  texts: readonly TextRule[];
  hashtags?: Sourced;
  /**
   * When mentions, hashtags and links need more than the post's plain text: 'facets' (Bluesky) means the
   * publisher sends each one's UTF-8 byte range and target beside the text, or it stays plain text.
   */
  richText?: Sourced<'facets'>;
  media: {
    /** Whether a post needs at least one media. */
    required: Sourced<boolean>;
    kinds: readonly ('image' | 'video')[];
    /** Items per post, when the network documents a maximum. */
    maxItems?: Sourced;
    maxImages?: Sourced;
    maxVideos: Sourced;
    /** Whether images and videos may share one post (carousels). */
    mixed: Sourced<boolean>;
  };
  video?: { minSeconds?: Sourced; maxSeconds?: Sourced };
  /**
   * The 'Primeiro comentário' Postify publishes right after the post, on networks with a comments edge. The
   * edges document no limit of their own: the caption's limits apply (see the README's decisions).
   */
  firstComment?: { max: Sourced; hashtags?: Sourced };
}

const IG_MEDIA =
  'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media';
const IG_PUBLISHING = 'https://developers.facebook.com/docs/instagram-platform/content-publishing/';
const FB_FEED = 'https://developers.facebook.com/docs/graph-api/reference/page/feed/';
const IG_COMMENTS =
  'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments';
const FB_COMMENTS = 'https://developers.facebook.com/docs/graph-api/reference/object/comments/';
const FB_VIDEO = 'https://developers.facebook.com/docs/video-api/guides/publishing/';
const TT_DIRECT = 'https://developers.tiktok.com/doc/content-posting-api-reference-direct-post';
const TT_PHOTO = 'https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide';
const LI_POSTS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api';
const LI_IMAGES =
  'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api';
const LI_VIDEOS =
  'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api';
const X_COUNT = 'https://docs.x.com/fundamentals/counting-characters';
const X_MEDIA = 'https://docs.x.com/x-api/media/quickstart/best-practices';
const TH_POSTS = 'https://developers.facebook.com/docs/threads/posts';
const TH_SPECS = 'https://developers.facebook.com/docs/threads/overview';
const YT_VIDEOS = 'https://developers.google.com/youtube/v3/docs/videos';
const YT_LENGTH = 'https://support.google.com/youtube/answer/71673';
const BSKY_POST = 'https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/feed/post.json';
const BSKY_IMAGES = 'https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/embed/images.json';
const BSKY_VIDEO = 'https://docs.bsky.app/docs/tutorials/video';
const BSKY_FACETS = 'https://docs.bsky.app/docs/advanced-guides/post-richtext';

const s = <T>(value: T, source: string): Sourced<T> => ({ value, source });

/** Per-network publishing constraints (caption length, hashtags, media count and kinds, video length). */
export const networkRules: Readonly<Record<NetworkId, NetworkRules>> = {
  instagram: {
    id: 'instagram',
    name: 'Instagram',
    metrics: true,
    texts: [{ field: 'caption', label: 'legenda', counting: 'characters', max: s(2200, IG_MEDIA) }],
    hashtags: s(30, IG_MEDIA),
    media: {
      required: s(true, IG_PUBLISHING),
      kinds: ['image', 'video'],
      maxItems: s(10, IG_PUBLISHING),
      maxVideos: s(10, IG_PUBLISHING),
      mixed: s(true, IG_PUBLISHING),
    },
    video: { minSeconds: s(3, IG_MEDIA), maxSeconds: s(15 * 60, IG_MEDIA) },
    firstComment: { max: s(2200, IG_COMMENTS), hashtags: s(30, IG_COMMENTS) },
  },
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    metrics: false,
    texts: [{ field: 'caption', label: 'legenda', counting: 'characters', max: s(63206, FB_FEED) }],
    media: {
      required: s(false, FB_FEED),
      kinds: ['image', 'video'],
      maxVideos: s(1, FB_VIDEO),
      mixed: s(false, FB_VIDEO),
    },
    firstComment: { max: s(63206, FB_COMMENTS) },
  },
  tiktok: {
    id: 'tiktok',
    name: 'TikTok',
    metrics: false,
    texts: [{ field: 'caption', label: 'legenda', counting: 'characters', max: s(2200, TT_DIRECT) }],
    media: {
      required: s(true, TT_DIRECT),
      kinds: ['image', 'video'],
      maxItems: s(35, TT_PHOTO),
      maxImages: s(35, TT_PHOTO),
      maxVideos: s(1, TT_DIRECT),
      mixed: s(false, TT_PHOTO),
    },
    video: { maxSeconds: s(10 * 60, TT_DIRECT) },
  },
  linkedin: {
    id: 'linkedin',
    name: 'LinkedIn',
    metrics: false,
    texts: [{ field: 'caption', label: 'legenda', counting: 'characters', max: s(3000, LI_POSTS) }],
    media: {
      required: s(false, LI_POSTS),
      kinds: ['image', 'video'],
      maxItems: s(20, LI_IMAGES),
      maxImages: s(20, LI_IMAGES),
      maxVideos: s(1, LI_VIDEOS),
      mixed: s(false, LI_POSTS),
    },
    video: { minSeconds: s(3, LI_VIDEOS), maxSeconds: s(30 * 60, LI_VIDEOS) },
  },
  x: {
    id: 'x',
    name: 'X',
    // Followers, following and posts from the profile's public metrics (GET /2/users/me).
    metrics: true,
    texts: [{ field: 'caption', label: 'legenda', counting: 'x-weighted', max: s(280, X_COUNT) }],
    media: {
      required: s(false, X_MEDIA),
      kinds: ['image', 'video'],
      maxItems: s(4, X_MEDIA),
      maxImages: s(4, X_MEDIA),
      maxVideos: s(1, X_MEDIA),
      mixed: s(false, X_MEDIA),
    },
    video: { maxSeconds: s(140, X_MEDIA) },
  },
  threads: {
    id: 'threads',
    name: 'Threads',
    metrics: true,
    texts: [{ field: 'caption', label: 'legenda', counting: 'characters', max: s(500, TH_POSTS) }],
    media: {
      required: s(false, TH_POSTS),
      kinds: ['image', 'video'],
      maxItems: s(10, TH_POSTS),
      maxVideos: s(10, TH_POSTS),
      mixed: s(true, TH_POSTS),
    },
    video: { maxSeconds: s(5 * 60, TH_SPECS) },
  },
  youtube: {
    id: 'youtube',
    name: 'YouTube',
    metrics: true,
    // The composer's YouTube preview shows the caption as the video title.
    texts: [
      {
        field: 'caption',
        label: 'título',
        counting: 'characters',
        max: s(100, `${YT_VIDEOS}#snippet.title`),
      },
      {
        field: 'description',
        label: 'descrição',
        counting: 'utf8-bytes',
        max: s(5000, `${YT_VIDEOS}#snippet.description`),
      },
    ],
    media: {
      required: s(true, YT_VIDEOS),
      kinds: ['video'],
      maxItems: s(1, YT_VIDEOS),
      maxVideos: s(1, YT_VIDEOS),
      mixed: s(false, YT_VIDEOS),
    },
    video: { maxSeconds: s(12 * 60 * 60, YT_LENGTH) },
  },
  bluesky: {
    id: 'bluesky',
    name: 'Bluesky',
    metrics: true,
    // The post lexicon caps `text` at 300 graphemes (and 3,000 UTF-8 bytes, never reached first by 300
    // graphemes of ordinary text).
    texts: [{ field: 'caption', label: 'legenda', counting: 'graphemes', max: s(300, BSKY_POST) }],
    richText: s('facets', BSKY_FACETS),
    media: {
      required: s(false, BSKY_POST),
      kinds: ['image', 'video'],
      maxImages: s(4, BSKY_IMAGES),
      maxVideos: s(1, BSKY_VIDEO),
      // A post embeds either images or one video (`embed` is a union).
      mixed: s(false, BSKY_POST),
    },
    video: { maxSeconds: s(3 * 60, BSKY_VIDEO) },
  },
};

/**
 * Whether the accounts of a platform have metrics: the platform's network (by its whole name, or its first
 * word: publishing spec 'Instagram', 'Instagram Business'…) is flagged `metrics`; other platforms have none.
 * Matching words, not substrings: 'x' is a network, and a name merely containing the letter is not X.
 */
export function hasMetrics(platformName: string): boolean {
  const network = resolveNetwork(platformName) ?? resolveNetwork(platformName.trim().split(/\s+/)[0] ?? '');
  return network !== undefined && networkRules[network].metrics;
}
