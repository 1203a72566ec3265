import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { HttpCallError, httpCall, httpPublishFailure, jsonCall } from './http-call.js';
import { mediaBytes } from './media-bytes.js';
import { authorizationUrl, codeGrant, networkTokens, refreshTokens, type TokenAnswer } from './oauth2.js';
import {
  linkOrRefuse,
  MetricsNotAvailableError,
  NetworkAuthError,
  type NetworkProvider,
  type NetworkTokens,
  permanentPublishError,
  progressId,
  readProgress,
  transientPublishError,
} from './provider.js';

const scopes = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
];

/** YouTube's longest title, in characters. */
const maxTitle = 100;

/** Google's error body: `{ error: { code, message, errors: [{ reason }] } }`. */
interface GoogleError {
  error?: { message?: string; errors?: { reason?: string }[] };
}

const errorMessage = (body: unknown) => (body as GoogleError | null)?.error?.message;

/** Refusals that only mean "not now": the project's daily quota or a rate limit. */
const transientReasons = new Set([
  'quotaExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'backendError',
]);

/** The Short's title: the caption's first line, cut to YouTube's 100 characters; the file name without one. */
export function shortTitle(caption: string, fileName: string): string {
  const line =
    caption
      .split('\n')
      .find((text) => text.trim().length > 0)
      ?.trim() ?? '';
  const title = line || fileName.replace(/\.[^.]+$/, '');
  return Array.from(title).slice(0, maxTitle).join('').trim();
}

/** The next byte YouTube wants from a `Range: bytes=0-N` answer (none received: 0). */
const nextByte = (range: string | null) => {
  const last = range ? /bytes=\d+-(\d+)/.exec(range)?.[1] : undefined;
  return last === undefined ? 0 : Number(last) + 1;
};

/**
 * The YouTube adapter: Google OAuth 2.0 with PKCE and offline access (a refresh token), the channel of the
 * account, and Shorts uploaded with the resumable upload protocol in chunks, resumed from the saved session
 * after an interruption. `chunkBytes` must be a multiple of 256 KiB (Google's rule for all but the last).
 */
export function createYouTubeProvider(
  credentials: NetworkCredentials,
  options: { chunkBytes: number } = { chunkBytes: 8 * 1024 * 1024 },
): NetworkProvider {
  const { apiUrl, clientId, clientSecret } = credentials;
  const oauthUrl = credentials.oauthUrl ?? 'https://oauth2.googleapis.com';

  async function tokenCall(form: Record<string, string>): Promise<NetworkTokens> {
    const answer = await jsonCall<TokenAnswer>(`${oauthUrl}/token`, {
      form: { ...form, client_id: clientId, client_secret: clientSecret },
    });
    return networkTokens(answer);
  }

  async function channel(token: string) {
    const answer = await jsonCall<{
      items?: {
        id: string;
        snippet?: {
          title?: string;
          description?: string;
          customUrl?: string;
          thumbnails?: { default?: { url?: string } };
        };
        statistics?: { subscriberCount?: string; videoCount?: string };
      }[];
    }>(`${apiUrl}/youtube/v3/channels?part=snippet%2Cstatistics&mine=true`, { token });
    const found = answer.items?.[0];
    if (!found) throw new NetworkAuthError(providerMessages.youtubeNoChannel);
    return found;
  }

  /**
   * Sends the bytes from `from` on, a chunk per request, to the upload session; YouTube answers 308 with the
   * bytes it holds until the last chunk, then the video resource.
   */
  async function upload(session: string, bytes: Uint8Array<ArrayBuffer>, from: number, token: string) {
    let offset = from;
    for (;;) {
      const end = Math.min(offset + options.chunkBytes, bytes.length);
      const response = await httpCall(session, {
        method: 'PUT',
        token,
        headers: { 'content-range': `bytes ${offset}-${end - 1}/${bytes.length}` },
        bytes: bytes.slice(offset, end),
        accept: [308],
      });
      if (response.status !== 308) return ((await response.json()) as { id: string }).id;
      const next = nextByte(response.headers.get('range'));
      // A session that keeps nothing of what it is sent is retried later, from the byte it then holds.
      if (next <= offset) throw transientPublishError(providerMessages.notConfirmed('YouTube'));
      offset = next;
    }
  }

  /**
   * Asks an upload session how far it got: the video when it is complete, the next byte otherwise, null when
   * the session expired (it lasts about a week) and the upload starts over.
   */
  async function sessionState(
    session: string,
    total: number,
    token: string,
  ): Promise<{ videoId: string } | { next: number } | null> {
    try {
      const response = await httpCall(session, {
        method: 'PUT',
        token,
        headers: { 'content-range': `bytes */${total}` },
        accept: [308],
      });
      if (response.status !== 308) return { videoId: ((await response.json()) as { id: string }).id };
      return { next: nextByte(response.headers.get('range')) };
    } catch (error) {
      if (error instanceof HttpCallError && (error.status === 404 || error.status === 410)) return null;
      throw error;
    }
  }

  return {
    slug: 'youtube',
    mode: 'live',
    usesPkce: true,
    scopes,

    authorizeUrl({ state, redirectUri, codeChallenge }) {
      return authorizationUrl(
        credentials.authUrl,
        {
          client_id: clientId,
          redirect_uri: redirectUri,
          scope: scopes.join(' '),
          state,
          // A refresh token is issued only for offline access, and again on a relink only with consent asked.
          access_type: 'offline',
          prompt: 'consent',
        },
        codeChallenge,
      );
    },

    exchangeCode: (request) =>
      linkOrRefuse('YouTube', HttpCallError, async () => {
        const tokens = await tokenCall(codeGrant(request));
        const found = await channel(tokens.accessToken);
        return {
          tokens,
          profile: {
            networkUserId: found.id,
            username: found.snippet?.customUrl ?? found.snippet?.title ?? found.id,
            profilePictureUrl: found.snippet?.thumbnails?.default?.url ?? null,
          },
        };
      }),

    // Google keeps the refresh token: the answer carries a new one only when it rotated.
    refreshToken: (tokens) => refreshTokens(tokens, tokenCall),

    async publish({ account, caption, media, progress, saveProgress }) {
      const token = account.tokens.accessToken;
      const [video] = media;
      if (!video || media.length > 1 || !video.contentType.startsWith('video/'))
        throw permanentPublishError(providerMessages.videoRequired('YouTube'));
      const saved = readProgress(progress ?? null);
      const done = progressId(saved, 'videoId');
      if (done) return { networkPostId: done };
      try {
        const bytes = await mediaBytes(video, 'YouTube');
        // A retry resumes the upload session an earlier attempt opened, from the byte YouTube holds: a new
        // session would upload (and publish) the video twice.
        let session = progressId(saved, 'session');
        let from = 0;
        if (session) {
          const state = await sessionState(session, bytes.length, token);
          if (state && 'videoId' in state) {
            await saveProgress?.(JSON.stringify({ videoId: state.videoId }));
            return { networkPostId: state.videoId };
          }
          if (state) from = state.next;
          else session = null;
        }
        if (!session) {
          const opened = await httpCall(
            `${apiUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet%2Cstatus`,
            {
              token,
              headers: {
                'x-upload-content-length': String(bytes.length),
                'x-upload-content-type': video.contentType,
              },
              json: {
                snippet: { title: shortTitle(caption, video.fileName), description: caption },
                status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
              },
            },
          );
          session = opened.headers.get('location');
          if (!session) throw transientPublishError(providerMessages.notConfirmed('YouTube'));
          await saveProgress?.(JSON.stringify({ session }));
        }
        const videoId = await upload(session, bytes, from, token);
        await saveProgress?.(JSON.stringify({ videoId }));
        return { networkPostId: videoId };
      } catch (error) {
        throw httpPublishFailure('YouTube', error, {
          reason: errorMessage,
          transient: (failure) =>
            (failure.body as GoogleError | null)?.error?.errors?.some((item) =>
              transientReasons.has(item.reason ?? ''),
            ) ?? false,
        });
      }
    },

    async fetchMetrics({ tokens }) {
      const found = await channel(tokens.accessToken);
      // The channels the account subscribes to: the total of a one-item page.
      const subscriptions = await jsonCall<{ pageInfo?: { totalResults?: number } }>(
        `${apiUrl}/youtube/v3/subscriptions?part=id&mine=true&maxResults=1`,
        { token: tokens.accessToken },
      );
      return {
        username: found.snippet?.customUrl ?? found.snippet?.title ?? found.id,
        name: found.snippet?.title ?? null,
        profile_picture_url: found.snippet?.thumbnails?.default?.url ?? null,
        followers_count: Number(found.statistics?.subscriberCount ?? 0),
        follows_count: subscriptions.pageInfo?.totalResults ?? 0,
        media_count: Number(found.statistics?.videoCount ?? 0),
        biography: found.snippet?.description || null,
      };
    },

    // Daily views and interactions come from the YouTube Analytics API, which needs the yt-analytics.readonly
    // permission this adapter does not ask for (linking asks only to upload and to read the channel).
    async fetchDayMetrics() {
      throw new MetricsNotAvailableError();
    },

    async revoke(tokens) {
      // Revoking the refresh token ends the whole grant, the access tokens included.
      await httpCall(`${oauthUrl}/revoke`, { form: { token: tokens.refreshToken ?? tokens.accessToken } });
    },
  };
}
