import type { Schemas } from '@postify/sdk';
import { tiktokMessages, tiktokPrivacyLevels } from '@postify/sdk/rules';
import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { ConnectionRefusedError } from '../scheduler/publisher.js';
import { authorizationUrl, codeGrant, refreshTokens } from './oauth2.js';
import {
  type CreatorInfo,
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

const scopes = ['user.info.basic', 'video.publish'];

/** TikTok's answer envelope: `{ data, error: { code, message } }` with `code: "ok"` on success. */
interface TikTokAnswer<T> {
  data?: T;
  error?: { code?: string; message?: string };
}

/** A refused TikTok call: the HTTP status (0 when unreachable) and TikTok's error code. */
class TikTokCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`TikTok ${status}: ${code}`);
  }
}

const transientCodes = new Set(['rate_limit_exceeded', 'internal_error', 'spam_risk_too_many_pending_share']);
const tokenCodes = new Set([
  'access_token_invalid',
  'scope_not_authorized',
  'token_not_authorized_for_specified_privacy',
]);

/**
 * TikTok's `post_info` of a publication from the author's choices: the caption as title (video) or
 * description (photos), the chosen privacy level, the interactions not allowed switched off (duet and
 * stitch exist for videos only) and the commercial content disclosure. Without choices TikTok's review
 * rules forbid posting, so the publication fails for good.
 */
export function tiktokPostInfo(
  options: Schemas['TikTokPostOptions'] | null | undefined,
  caption: string,
  kind: 'video' | 'photo',
): Record<string, string | boolean> {
  if (!options) throw permanentPublishError(tiktokMessages.optionsRequired);
  const disclosure = {
    brand_organic_toggle: options.commercialContent && options.yourBrand,
    brand_content_toggle: options.commercialContent && options.brandedContent,
  };
  return kind === 'video'
    ? {
        title: caption,
        privacy_level: options.privacyLevel,
        disable_comment: !options.allowComment,
        disable_duet: !options.allowDuet,
        disable_stitch: !options.allowStitch,
        ...disclosure,
      }
    : {
        description: caption,
        privacy_level: options.privacyLevel,
        disable_comment: !options.allowComment,
        ...disclosure,
      };
}

interface TikTokCreatorAnswer {
  creator_nickname?: string;
  creator_username?: string;
  creator_avatar_url?: string;
  privacy_level_options?: string[];
  comment_disabled?: boolean;
  duet_disabled?: boolean;
  stitch_disabled?: boolean;
  max_video_post_duration_sec?: number;
}

/** The TikTok Content Posting adapter (Login Kit with PKCE, pull-from-URL publishing). */
export function createTikTokProvider(credentials: NetworkCredentials): NetworkProvider {
  const { apiUrl, clientId, clientSecret } = credentials;

  async function call<T>(
    path: string,
    init: { form?: Record<string, string>; json?: unknown; token?: string },
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json; charset=UTF-8';
      body = JSON.stringify(init.json);
    }
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new TikTokCallError(0, 'unreachable');
    }
    const answer = (await response.json().catch(() => ({}))) as T &
      TikTokAnswer<unknown> & { error?: unknown };
    const code =
      typeof answer.error === 'object' && answer.error
        ? (answer.error as { code?: string }).code
        : answer.error;
    if (!response.ok || (code !== undefined && code !== 'ok'))
      throw new TikTokCallError(response.status, String(code ?? 'unknown'));
    return answer;
  }

  async function tokenCall(form: Record<string, string>): Promise<NetworkTokens & { openId: string }> {
    const answer = await call<{
      access_token: string;
      refresh_token: string;
      expires_in: number;
      open_id: string;
    }>('/v2/oauth/token/', { form: { client_key: clientId, client_secret: clientSecret, ...form } });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
      openId: answer.open_id,
    };
  }

  return {
    slug: 'tiktok',
    mode: 'live',
    usesPkce: true,
    scopes,

    authorizeUrl({ state, redirectUri, codeChallenge }) {
      return authorizationUrl(
        credentials.authUrl,
        { client_key: clientId, redirect_uri: redirectUri, state, scope: scopes.join(',') },
        codeChallenge,
      );
    },

    exchangeCode: (request) =>
      linkOrRefuse('TikTok', TikTokCallError, async () => {
        const tokens = await tokenCall(codeGrant(request));
        const info = await call<
          TikTokAnswer<{
            user?: { open_id: string; username?: string; display_name?: string; avatar_url?: string };
          }>
        >('/v2/user/info/?fields=open_id,username,display_name,avatar_url', { token: tokens.accessToken });
        const user = info.data?.user;
        return {
          tokens: {
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken,
            expiresAt: tokens.expiresAt,
          },
          profile: {
            networkUserId: tokens.openId,
            username: user?.username ?? user?.display_name ?? tokens.openId,
            profilePictureUrl: user?.avatar_url ?? null,
          },
        };
      }),

    refreshToken: (tokens) =>
      refreshTokens(tokens, async (form) => {
        const { openId: _openId, ...fresh } = await tokenCall(form);
        return fresh;
      }),

    async creatorInfo(account): Promise<CreatorInfo> {
      let answer: TikTokAnswer<TikTokCreatorAnswer>;
      try {
        answer = await call<TikTokAnswer<TikTokCreatorAnswer>>('/v2/post/publish/creator_info/query/', {
          token: account.tokens.accessToken,
          json: {},
        });
      } catch (error) {
        if (error instanceof TikTokCallError && tokenCodes.has(error.code))
          throw new NetworkAuthError(providerMessages.relinkNeeded);
        throw error;
      }
      const data = answer.data ?? {};
      return {
        creatorNickname: data.creator_nickname ?? account.username,
        creatorUsername: data.creator_username ?? account.username,
        creatorAvatarUrl: data.creator_avatar_url ?? null,
        // Only the levels the contract knows; TikTok may add others the composer cannot offer yet.
        privacyLevelOptions: tiktokPrivacyLevels.filter((level) =>
          data.privacy_level_options?.includes(level),
        ),
        commentDisabled: data.comment_disabled === true,
        duetDisabled: data.duet_disabled === true,
        stitchDisabled: data.stitch_disabled === true,
        maxVideoPostDurationSec: Math.max(1, Math.floor(data.max_video_post_duration_sec ?? 60)),
      };
    },

    async publish({ account, caption, media, progress, saveProgress, tiktok }) {
      const token = account.tokens.accessToken;
      const urls = media.map((item) => item.url);
      if (media.length === 0 || urls.some((url) => url === null))
        throw permanentPublishError(providerMessages.publicLinkPerMedia('TikTok'));
      const [first] = media;
      const isVideo = first?.contentType.startsWith('video/') === true;
      const postInfo = tiktokPostInfo(tiktok, caption, isVideo ? 'video' : 'photo');
      try {
        // A retry asks TikTok how the publication an earlier attempt started went: only a failed one is
        // started again, any other is the same post still being processed or already out.
        const saved = progressId(readProgress(progress ?? null), 'publishId');
        if (saved) {
          const status = await call<TikTokAnswer<{ status?: string }>>('/v2/post/publish/status/fetch/', {
            token,
            json: { publish_id: saved },
          });
          if (status.data?.status !== 'FAILED') return { networkPostId: saved };
        }
        const answer = isVideo
          ? await call<TikTokAnswer<{ publish_id: string }>>('/v2/post/publish/video/init/', {
              token,
              json: {
                post_info: postInfo,
                source_info: { source: 'PULL_FROM_URL', video_url: urls[0] },
              },
            })
          : await call<TikTokAnswer<{ publish_id: string }>>('/v2/post/publish/content/init/', {
              token,
              json: {
                media_type: 'PHOTO',
                post_mode: 'DIRECT_POST',
                post_info: postInfo,
                source_info: { source: 'PULL_FROM_URL', photo_images: urls, photo_cover_index: 0 },
              },
            });
        const publishId = answer.data?.publish_id;
        if (!publishId) throw transientPublishError(providerMessages.notConfirmed('TikTok'));
        await saveProgress?.(JSON.stringify({ publishId }));
        return { networkPostId: publishId };
      } catch (error) {
        if (!(error instanceof TikTokCallError)) throw error;
        if (tokenCodes.has(error.code)) throw new ConnectionRefusedError();
        if (error.status === 0 || error.status >= 500 || transientCodes.has(error.code))
          throw transientPublishError(providerMessages.unavailable('TikTok'));
        throw permanentPublishError(providerMessages.refused('TikTok', error.code));
      }
    },

    async fetchMetrics() {
      throw new MetricsNotAvailableError();
    },

    async fetchDayMetrics() {
      throw new MetricsNotAvailableError();
    },

    async revoke(tokens) {
      await call('/v2/oauth/revoke/', {
        form: { client_key: clientId, client_secret: clientSecret, token: tokens.accessToken },
      });
    },
  };
}
