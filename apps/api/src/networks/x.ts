import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { ConnectionRefusedError } from '../scheduler/publisher.js';
import { mediaBytes } from './media-bytes.js';
import { authorizationUrl, codeGrant, networkTokens, refreshTokens, type TokenAnswer } from './oauth2.js';
import {
  linkOrRefuse,
  MetricsNotAvailableError,
  type NetworkProvider,
  type NetworkPublishRequest,
  type NetworkTokens,
  type PublishMedia,
  permanentPublishError,
  progressId,
  readProgress,
  transientPublishError,
} from './provider.js';

const scopes = ['tweet.read', 'tweet.write', 'users.read', 'offline.access', 'media.write'];

/** Images per post (https://docs.x.com/x-api/media/quickstart/best-practices). */
const maxImages = 4;
/** Bytes per APPEND of the chunked upload; X accepts up to 5 MB a chunk. */
const chunkBytes = 4 * 1024 * 1024;

/** A refused X call: the HTTP status (0 when unreachable) and X's own explanation. */
class XCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`X ${status}: ${detail}`);
    this.name = 'XCallError';
  }
}

/** X's error shapes: problem details (`detail`, `title`), `errors[]`, or OAuth's `error_description`. */
interface XErrorBody {
  detail?: string;
  title?: string;
  errors?: { message?: string; detail?: string }[];
  error?: string;
  error_description?: string;
}

interface ProcessingInfo {
  state?: 'pending' | 'in_progress' | 'failed' | 'succeeded';
  check_after_secs?: number;
}

/**
 * The X API v2 adapter: OAuth 2.0 authorization code with PKCE (confidential client: the token calls carry the
 * app's basic auth), refresh tokens (`offline.access`), posts with up to four images or one video uploaded
 * through the v2 media endpoints (videos chunked: INIT, APPEND, FINALIZE, STATUS), the profile's public
 * metrics, and revocation.
 */
export function createXProvider(credentials: NetworkCredentials): NetworkProvider {
  const { apiUrl, clientId, clientSecret } = credentials;
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    init: {
      token?: string;
      query?: Record<string, string>;
      form?: Record<string, string>;
      json?: unknown;
      multipart?: FormData;
    },
  ): Promise<T> {
    const url = new URL(`${apiUrl}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { authorization: init.token ? `Bearer ${init.token}` : basic };
    let body: string | FormData | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.multipart) {
      body = init.multipart;
    }
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(60_000) });
    } catch {
      throw new XCallError(0, 'unreachable');
    }
    const answer = (await response.json().catch(() => ({}))) as T & XErrorBody;
    if (!response.ok)
      throw new XCallError(
        response.status,
        answer.detail ??
          answer.errors?.[0]?.message ??
          answer.error_description ??
          answer.title ??
          providerMessages.unknownError,
      );
    return answer;
  }

  async function tokenCall(form: Record<string, string>): Promise<NetworkTokens> {
    return networkTokens(await call<TokenAnswer>('POST', '/2/oauth2/token', { form }));
  }

  /** Uploads an image or GIF in one request and answers its media id. */
  async function uploadImage(
    token: string,
    item: PublishMedia,
    bytes: Uint8Array<ArrayBuffer>,
  ): Promise<string> {
    const form = new FormData();
    form.set('media', new Blob([bytes], { type: item.contentType }), item.fileName);
    form.set('media_category', item.contentType === 'image/gif' ? 'tweet_gif' : 'tweet_image');
    form.set('media_type', item.contentType);
    const answer = await call<{ data: { id: string } }>('POST', '/2/media/upload', {
      token,
      multipart: form,
    });
    return answer.data.id;
  }

  /** Waits until X has processed an uploaded video; a video X could not process is refused for good. */
  async function processed(token: string, mediaId: string, info: ProcessingInfo | undefined) {
    let current = info;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      if (!current || current.state === 'succeeded') return;
      if (current.state === 'failed') throw permanentPublishError(providerMessages.mediaFailed('X'));
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(current?.check_after_secs ?? 1, 10) * 1000),
      );
      const status = await call<{ data?: { processing_info?: ProcessingInfo } }>('GET', '/2/media/upload', {
        token,
        query: { command: 'STATUS', media_id: mediaId },
      });
      current = status.data?.processing_info;
    }
    throw transientPublishError(providerMessages.mediaProcessing('X'));
  }

  /** Uploads a video in chunks (INIT, APPEND…, FINALIZE), waits for its processing, answers its media id. */
  async function uploadVideo(
    token: string,
    item: PublishMedia,
    bytes: Uint8Array<ArrayBuffer>,
  ): Promise<string> {
    const command = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return form;
    };
    const init = await call<{ data: { id: string } }>('POST', '/2/media/upload', {
      token,
      multipart: command({
        command: 'INIT',
        media_type: item.contentType,
        total_bytes: String(bytes.byteLength),
        media_category: 'tweet_video',
      }),
    });
    const mediaId = init.data.id;
    for (let offset = 0, segment = 0; offset < bytes.byteLength; offset += chunkBytes, segment += 1) {
      const form = command({ command: 'APPEND', media_id: mediaId, segment_index: String(segment) });
      form.set('media', new Blob([bytes.subarray(offset, offset + chunkBytes)]), item.fileName);
      await call('POST', '/2/media/upload', { token, multipart: form });
    }
    const finalized = await call<{ data?: { processing_info?: ProcessingInfo } }>('POST', '/2/media/upload', {
      token,
      multipart: command({ command: 'FINALIZE', media_id: mediaId }),
    });
    await processed(token, mediaId, finalized.data?.processing_info);
    return mediaId;
  }

  /**
   * The post an earlier attempt sent when its answer was lost: the account's posts since that attempt, matched
   * by their first media (X's media keys end with the media id) or, without media, by their text.
   */
  async function earlierPost(
    account: NetworkPublishRequest['account'],
    since: string,
    caption: string,
    mediaIds: readonly string[],
  ): Promise<string | null> {
    const answer = await call<{
      data?: { id: string; text: string; attachments?: { media_keys?: string[] } }[];
    }>('GET', `/2/users/${account.networkUserId}/tweets`, {
      token: account.tokens.accessToken,
      query: { start_time: since, max_results: '5', 'tweet.fields': 'attachments' },
    });
    const [firstMedia] = mediaIds;
    // X shows every link of a post as a t.co link: texts are compared with their links set aside.
    const bare = (text: string) => text.replace(/https?:\/\/\S+/g, '🔗').trim();
    const sent = answer.data?.find((post) =>
      firstMedia
        ? post.attachments?.media_keys?.some((key) => key.endsWith(`_${firstMedia}`))
        : bare(post.text) === bare(caption),
    );
    return sent?.id ?? null;
  }

  return {
    slug: 'x',
    mode: 'live',
    usesPkce: true,
    scopes,

    authorizeUrl: ({ state, redirectUri, codeChallenge }) =>
      authorizationUrl(
        credentials.authUrl,
        { client_id: clientId, redirect_uri: redirectUri, scope: scopes.join(' '), state },
        codeChallenge,
      ),

    exchangeCode: (request) =>
      linkOrRefuse('X', XCallError, async () => {
        const tokens = await tokenCall(codeGrant(request));
        const me = await call<{ data: { id: string; username: string; profile_image_url?: string } }>(
          'GET',
          '/2/users/me',
          { token: tokens.accessToken, query: { 'user.fields': 'profile_image_url' } },
        );
        return {
          tokens,
          profile: {
            networkUserId: me.data.id,
            username: me.data.username,
            profilePictureUrl: me.data.profile_image_url ?? null,
          },
        };
      }),

    refreshToken: (tokens) => refreshTokens(tokens, tokenCall),

    async publish({ account, caption, media, progress, saveProgress }) {
      const token = account.tokens.accessToken;
      const videos = media.filter((item) => item.contentType.startsWith('video/'));
      if (videos.length > 1 || (videos.length === 1 && media.length > 1))
        throw permanentPublishError(providerMessages.oneVideoAlone('X'));
      if (media.length > maxImages)
        throw permanentPublishError(providerMessages.tooManyImages('X', maxImages));
      const saved = readProgress(progress ?? null);
      const posted = progressId(saved, 'postId');
      if (posted) return { networkPostId: posted };
      const savedIds = saved.mediaIds;
      let mediaIds =
        Array.isArray(savedIds) &&
        savedIds.length === media.length &&
        savedIds.every((id): id is string => typeof id === 'string')
          ? savedIds
          : null;
      try {
        // X takes no idempotency key: an attempt notes when it starts posting, and a retry after a lost
        // answer looks for that post among the account's latest instead of posting it again.
        const postingSince = progressId(saved, 'postingSince');
        if (postingSince && mediaIds) {
          const earlier = await earlierPost(account, postingSince, caption, mediaIds);
          if (earlier) {
            await saveProgress?.(JSON.stringify({ mediaIds, postId: earlier }));
            return { networkPostId: earlier };
          }
        }
        if (!mediaIds) {
          mediaIds = [];
          for (const item of media) {
            const bytes = await mediaBytes(item, 'X');
            mediaIds.push(
              item.contentType.startsWith('video/')
                ? await uploadVideo(token, item, bytes)
                : await uploadImage(token, item, bytes),
            );
          }
        }
        // Whole seconds, as X's `start_time` takes them; one second early so the post is inside the window.
        const since = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000)
          .toISOString()
          .replace('.000Z', 'Z');
        await saveProgress?.(JSON.stringify({ mediaIds, postingSince: since }));
        const post = await call<{ data?: { id: string } }>('POST', '/2/tweets', {
          token,
          json: { text: caption, ...(mediaIds.length > 0 ? { media: { media_ids: mediaIds } } : {}) },
        });
        const postId = post.data?.id;
        if (!postId) throw transientPublishError(providerMessages.notConfirmed('X'));
        await saveProgress?.(JSON.stringify({ mediaIds, postId }));
        return { networkPostId: postId };
      } catch (error) {
        if (!(error instanceof XCallError)) throw error;
        if (error.status === 401) throw new ConnectionRefusedError();
        if (error.status === 429) throw transientPublishError(providerMessages.rateLimited('X'));
        if (error.status === 0 || error.status >= 500)
          throw transientPublishError(providerMessages.unavailable('X'));
        throw permanentPublishError(providerMessages.refused('X', error.detail));
      }
    },

    async fetchMetrics({ tokens }) {
      const me = await call<{
        data: {
          username: string;
          name?: string;
          profile_image_url?: string;
          description?: string;
          public_metrics?: { followers_count?: number; following_count?: number; tweet_count?: number };
        };
      }>('GET', '/2/users/me', {
        token: tokens.accessToken,
        query: { 'user.fields': 'public_metrics,profile_image_url,description' },
      });
      const { data } = me;
      return {
        username: data.username,
        name: data.name ?? null,
        profile_picture_url: data.profile_image_url ?? null,
        followers_count: data.public_metrics?.followers_count ?? 0,
        follows_count: data.public_metrics?.following_count ?? 0,
        media_count: data.public_metrics?.tweet_count ?? 0,
        biography: data.description || null,
      };
    },

    async fetchDayMetrics() {
      // The X API v2 has no account-level reach or engagement per day (only per-post metrics), so the
      // daily chart has no X days; followers are served by `fetchMetrics`.
      throw new MetricsNotAvailableError();
    },

    async revoke(tokens) {
      // Revoking the refresh token ends the grant; the access token is revoked too so it stops at once.
      if (tokens.refreshToken)
        await call('POST', '/2/oauth2/revoke', {
          form: { token: tokens.refreshToken, token_type_hint: 'refresh_token', client_id: clientId },
        });
      await call('POST', '/2/oauth2/revoke', {
        form: { token: tokens.accessToken, token_type_hint: 'access_token', client_id: clientId },
      });
    },
  };
}
