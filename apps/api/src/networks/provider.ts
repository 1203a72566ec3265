import type { Schemas } from '@postify/sdk';
import { providerMessages } from '../messages.js';
import { PublishError } from '../scheduler/publisher.js';

export { PublishError };

/**
 * The networks Postify links and publishes to: each has a sandbox provider and, once its credentials are
 * configured, a live adapter. A platform row without one of these slugs is shown as coming soon.
 */
export type NetworkSlug =
  | 'instagram'
  | 'facebook'
  | 'tiktok'
  | 'linkedin'
  | 'threads'
  | 'youtube'
  | 'x'
  | 'bluesky';

/** The linkable networks, in the platforms' display order. */
export const networkSlugs: readonly NetworkSlug[] = [
  'instagram',
  'facebook',
  'tiktok',
  'linkedin',
  'threads',
  'youtube',
  'x',
  'bluesky',
];

/** Whether `slug` names a network with an adapter. */
export function isNetworkSlug(slug: string | null | undefined): slug is NetworkSlug {
  return networkSlugs.some((known) => known === slug);
}

/** An account's decrypted tokens, handed to a provider call and never stored in clear. */
export interface NetworkTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** Who the tokens belong to on the network. */
export interface NetworkProfile {
  networkUserId: string;
  username: string;
  profilePictureUrl: string | null;
}

/** What `authorizeUrl` needs: the state, where to return and, with PKCE, the S256 challenge. */
export interface AuthorizeRequest {
  state: string;
  redirectUri: string;
  codeChallenge: string | null;
}

/** The return of the authorization page, exchanged for tokens. */
export interface ExchangeRequest {
  code: string;
  redirectUri: string;
  codeVerifier: string | null;
}

/** One media item of a post: a public URL for the network to fetch, or the bytes to upload. */
export interface PublishMedia {
  url: string | null;
  bytes: Uint8Array | null;
  contentType: string;
  fileName: string;
}

/** One occurrence to publish on one account. */
export interface NetworkPublishRequest {
  account: { networkUserId: string; tokens: NetworkTokens };
  caption: string;
  media: PublishMedia[];
  /**
   * The 'Primeiro comentário' to publish right after the post (Instagram and Facebook), null without one;
   * its outcome is answered apart (`NetworkPublishResult.firstComment`) and never fails the post.
   */
  firstComment?: string | null;
  /** Same for every attempt of one occurrence: a repeated attempt must not post twice. */
  idempotencyKey: string;
  /**
   * What an earlier attempt of this occurrence saved through `saveProgress` (the adapter's JSON); absent
   * or null on a first attempt.
   */
  progress?: string | null;
  /**
   * Stores the adapter's progress (the network's container, publish or post ids) the moment the network
   * hands an id out, so a retry after a crash or a failure resumes from it instead of posting again; throws
   * when the worker lost its claim, which must stop the publication. The scheduler always passes it.
   */
  saveProgress?: (progress: string) => Promise<void>;
  /** The author's TikTok choices (`TikTokPostOptions`); TikTok refuses to publish without them. */
  tiktok?: Schemas['TikTokPostOptions'] | null;
}

/** How a first comment went: posted (the network's comment id) or refused (a pt-BR reason). */
export type FirstCommentOutcome =
  | { status: 'POSTED'; networkCommentId: string }
  | { status: 'FAILED'; reason: string };

/** A published occurrence: the network's post id and, when the request had one, the first comment's outcome. */
export interface NetworkPublishResult {
  networkPostId: string;
  firstComment?: FirstCommentOutcome;
}
/** A TikTok creator's posting settings as the network reports them (the contract's, without our account id). */
export type CreatorInfo = Omit<Schemas['TikTokCreatorInfo'], 'accountId'>;

/** Profile metrics in the network's own field names (Instagram Graph). */
export interface NetworkMetrics {
  username: string;
  name: string | null;
  profile_picture_url: string | null;
  followers_count: number;
  follows_count: number;
  media_count: number;
  biography: string | null;
}

/** What an account did on one day, as the network counts it (Instagram insights, `period=day`). */
export interface NetworkDayMetrics {
  /** Accounts reached that day. */
  reach: number;
  /** Interactions that day: likes, comments, saves and shares (Instagram's `total_interactions`). */
  engagement: number;
}

/** A refusal of the authorization step (bad code, network down); the message is pt-BR. */
export class NetworkAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkAuthError';
  }
}

/** Runs a token refresh: any failure means the user has to link the account again. */
export async function refreshOrRelink<T>(refresh: () => Promise<T>): Promise<T> {
  try {
    return await refresh();
  } catch {
    throw new NetworkAuthError(providerMessages.relinkNeeded);
  }
}

/**
 * Runs a link's calls (the code's exchange, then who the tokens belong to): the network refusing any of
 * them (`refusal`, its adapter's call error) is the pt-BR 'recusou a autorização' for `network`.
 */
export async function linkOrRefuse<T>(
  network: string,
  refusal: abstract new (...args: never[]) => Error,
  link: () => Promise<T>,
): Promise<T> {
  try {
    return await link();
  } catch (error) {
    if (error instanceof refusal) throw new NetworkAuthError(providerMessages.authorizationRefused(network));
    throw error;
  }
}

/** The network keeps no metrics for this kind of account. */
export class MetricsNotAvailableError extends Error {
  constructor() {
    super('metrics not available');
    this.name = 'MetricsNotAvailableError';
  }
}

/**
 * One social network as the API uses it: linking (OAuth with PKCE where supported), token refresh,
 * publishing (throws `PublishError` — `transient` is retried by the scheduler, `permanent` fails the
 * occurrence), metrics and revocation.
 */
export interface NetworkProvider {
  readonly slug: NetworkSlug;
  /** `sandbox` serves its own pages and publishes nowhere; `live` talks to the network. */
  readonly mode: 'sandbox' | 'live';
  readonly usesPkce: boolean;
  /** The permissions asked for, shown on the sandbox page. */
  readonly scopes: readonly string[];
  /** Async where the network takes the request first (Bluesky's pushed authorization request). */
  authorizeUrl(request: AuthorizeRequest): string | Promise<string>;
  exchangeCode(request: ExchangeRequest): Promise<{ tokens: NetworkTokens; profile: NetworkProfile }>;
  refreshToken(tokens: NetworkTokens): Promise<NetworkTokens>;
  publish(request: NetworkPublishRequest): Promise<NetworkPublishResult>;
  /** Throws `MetricsNotAvailableError` on networks without profile metrics. */
  fetchMetrics(account: {
    networkUserId: string;
    username: string;
    tokens: NetworkTokens;
  }): Promise<NetworkMetrics>;
  /** The account's reach and engagement between `since` and `until` (one day); same refusal as `fetchMetrics`. */
  fetchDayMetrics(
    account: { networkUserId: string; tokens: NetworkTokens },
    day: { since: Date; until: Date },
  ): Promise<NetworkDayMetrics>;
  revoke(tokens: NetworkTokens): Promise<void>;
  /** TikTok only: the creator's posting settings, read before each post is composed. */
  creatorInfo?(account: {
    networkUserId: string;
    username: string;
    tokens: NetworkTokens;
  }): Promise<CreatorInfo>;
}

/** The providers of a server, one per network. */
export interface NetworkRegistry {
  /** The provider of a platform (by slug or display name), or null for coming-soon networks. */
  providerFor(platform: string): NetworkProvider | null;
}

/** An adapter's saved progress read back as an object; a missing or unreadable one is empty. */
export function readProgress(progress: string | null): Record<string, unknown> {
  if (!progress) return {};
  try {
    const value: unknown = JSON.parse(progress);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A string field of saved progress, or null. */
export function progressId(progress: Record<string, unknown>, field: string): string | null {
  const value = progress[field];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A transient publish failure (network down, rate limited): the scheduler retries it with backoff. */
export function transientPublishError(message: string): PublishError {
  return new PublishError('transient', message);
}

/** A permanent publish failure (refused content, revoked account): the occurrence fails. */
export function permanentPublishError(message: string): PublishError {
  return new PublishError('permanent', message);
}
