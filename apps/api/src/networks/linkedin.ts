import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { HttpCallError, httpCall, httpPublishFailure, jsonCall } from './http-call.js';
import { mediaBytes } from './media-bytes.js';
import { authorizationUrl, codeGrant, networkTokens, refreshTokens, type TokenAnswer } from './oauth2.js';
import {
  linkOrRefuse,
  MetricsNotAvailableError,
  type NetworkProvider,
  type NetworkTokens,
  type PublishMedia,
  permanentPublishError,
  progressId,
  readProgress,
  transientPublishError,
} from './provider.js';

const scopes = ['openid', 'profile', 'w_member_social'];

/**
 * The monthly version of LinkedIn's versioned REST APIs (`/rest/*`) this adapter was written against; LinkedIn
 * keeps a version for at least a year, so it is moved forward with the adapter, not per request.
 */
export const linkedInVersion = '202510';

/** The most images of one multi-image post (Posts API, MultiImage). */
const maxImages = 20;

/** LinkedIn's error body: `{ status, serviceErrorCode, code, message }`. */
const errorMessage = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : undefined;

/**
 * The characters the Posts API's `commentary` ("little text" format) reserves; unescaped, they are read as
 * markup and the post is refused or cut.
 */
export function littleText(caption: string): string {
  return caption.replace(/[|{}@[\]()<>#\\*_~]/g, (character) => `\\${character}`);
}

/**
 * The LinkedIn adapter for a member's own profile: Sign In with LinkedIn (OpenID Connect) for the profile,
 * Share on LinkedIn (`w_member_social`) for the Posts, Images and Videos APIs. LinkedIn offers PKCE only to
 * native apps on loopback addresses, so the web app exchanges its codes with the client secret.
 */
export function createLinkedInProvider(credentials: NetworkCredentials): NetworkProvider {
  const { apiUrl, clientId, clientSecret } = credentials;
  const oauthUrl = credentials.oauthUrl ?? 'https://www.linkedin.com/oauth/v2';
  const rest = { 'LinkedIn-Version': linkedInVersion, 'X-Restli-Protocol-Version': '2.0.0' };

  async function tokenCall(form: Record<string, string>): Promise<NetworkTokens> {
    const answer = await jsonCall<TokenAnswer>(`${oauthUrl}/accessToken`, {
      form: { ...form, client_id: clientId, client_secret: clientSecret },
    });
    // Refresh tokens come only to apps LinkedIn enabled for programmatic refresh; others link again.
    return networkTokens(answer);
  }

  /** Uploads one image through the Images API and answers its `urn:li:image`. */
  async function uploadImage(item: PublishMedia, owner: string, token: string): Promise<string> {
    const bytes = await mediaBytes(item, 'LinkedIn');
    const { value } = await jsonCall<{ value: { uploadUrl: string; image: string } }>(
      `${apiUrl}/rest/images?action=initializeUpload`,
      { token, headers: rest, json: { initializeUploadRequest: { owner } } },
    );
    await httpCall(value.uploadUrl, { method: 'PUT', token, bytes });
    return value.image;
  }

  /**
   * Uploads one video through the Videos API: the parts LinkedIn asks for, each answered with an ETag that
   * the finalization lists in order. Answers its `urn:li:video`.
   */
  async function uploadVideo(item: PublishMedia, owner: string, token: string): Promise<string> {
    const bytes = await mediaBytes(item, 'LinkedIn');
    const { value } = await jsonCall<{
      value: {
        video: string;
        uploadToken?: string;
        uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[];
      };
    }>(`${apiUrl}/rest/videos?action=initializeUpload`, {
      token,
      headers: rest,
      json: {
        initializeUploadRequest: {
          owner,
          fileSizeBytes: bytes.length,
          uploadCaptions: false,
          uploadThumbnail: false,
        },
      },
    });
    const uploadedPartIds: string[] = [];
    for (const part of value.uploadInstructions) {
      const response = await httpCall(part.uploadUrl, {
        method: 'PUT',
        token,
        headers: { 'content-type': 'application/octet-stream' },
        bytes: bytes.slice(part.firstByte, part.lastByte + 1),
      });
      const etag = response.headers.get('etag');
      if (!etag) throw transientPublishError(providerMessages.notConfirmed('LinkedIn'));
      uploadedPartIds.push(etag);
    }
    await httpCall(`${apiUrl}/rest/videos?action=finalizeUpload`, {
      token,
      headers: rest,
      json: {
        finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken ?? '', uploadedPartIds },
      },
    });
    return value.video;
  }

  /**
   * Waits until LinkedIn has processed an uploaded video: `ready` to post, `lost` when the upload never
   * completed (it is uploaded again); a video LinkedIn could not process is a permanent failure.
   */
  async function videoReady(urn: string, token: string): Promise<'ready' | 'lost'> {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const { status } = await jsonCall<{ status?: string }>(
        `${apiUrl}/rest/videos/${encodeURIComponent(urn)}`,
        { token, headers: rest },
      );
      if (status === 'AVAILABLE') return 'ready';
      if (status === 'WAITING_UPLOAD') return 'lost';
      if (status === 'PROCESSING_FAILED')
        throw permanentPublishError(providerMessages.mediaFailed('LinkedIn'));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    throw transientPublishError(providerMessages.mediaProcessing('LinkedIn'));
  }

  /** The post's `content`: nothing for text, one image, several images, or one video. */
  function content(images: string[], video: string | null) {
    if (video) return { media: { id: video } };
    if (images.length > 1) return { multiImage: { images: images.map((id) => ({ id, altText: '' })) } };
    if (images[0]) return { media: { id: images[0] } };
    return undefined;
  }

  return {
    slug: 'linkedin',
    mode: 'live',
    usesPkce: false,
    scopes,

    authorizeUrl: ({ state, redirectUri }) =>
      authorizationUrl(
        credentials.authUrl,
        { client_id: clientId, redirect_uri: redirectUri, state, scope: scopes.join(' ') },
        null,
      ),

    exchangeCode: (request) =>
      linkOrRefuse('LinkedIn', HttpCallError, async () => {
        const tokens = await tokenCall(codeGrant(request));
        const user = await jsonCall<{ sub: string; name?: string; picture?: string }>(
          `${apiUrl}/v2/userinfo`,
          { token: tokens.accessToken },
        );
        return {
          tokens,
          profile: {
            networkUserId: user.sub,
            // Members have no public handle through this API: the name is what they recognise.
            username: user.name ?? user.sub,
            profilePictureUrl: user.picture ?? null,
          },
        };
      }),

    refreshToken: (tokens) => refreshTokens(tokens, tokenCall),

    async publish({ account, caption, media, progress, saveProgress }) {
      const token = account.tokens.accessToken;
      const author = `urn:li:person:${account.networkUserId}`;
      const videos = media.filter((item) => item.contentType.startsWith('video/'));
      if (videos.length > 0 && media.length > 1)
        throw permanentPublishError(providerMessages.oneVideoAlone('LinkedIn'));
      if (media.length > maxImages)
        throw permanentPublishError(providerMessages.tooManyImages('LinkedIn', maxImages));
      const saved = readProgress(progress ?? null);
      const done = progressId(saved, 'post');
      if (done) return { networkPostId: done };
      try {
        // A retry reuses what an earlier attempt uploaded, so nothing is uploaded twice.
        const savedImages = Array.isArray(saved.images) ? saved.images : null;
        let images =
          savedImages?.length === media.length && savedImages.every((id) => typeof id === 'string')
            ? (savedImages as string[])
            : null;
        let video = progressId(saved, 'video');
        const [first] = videos;
        if (first) {
          if (video && (await videoReady(video, token)) === 'lost') video = null;
          if (!video) {
            video = await uploadVideo(first, author, token);
            await saveProgress?.(JSON.stringify({ video }));
            await videoReady(video, token);
          }
        } else if (!images) {
          images = [];
          for (const item of media) images.push(await uploadImage(item, author, token));
          if (images.length > 0) await saveProgress?.(JSON.stringify({ images }));
        }
        // From here an attempt may have posted without its answer arriving: LinkedIn refuses the same
        // content again naming the first post, which a retry takes as its own.
        await saveProgress?.(JSON.stringify({ images, video, posting: true }));
        const body = {
          author,
          commentary: littleText(caption),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
          ...(content(images ?? [], video) ? { content: content(images ?? [], video) } : {}),
        };
        let postId: string | null;
        try {
          const response = await httpCall(`${apiUrl}/rest/posts`, { token, headers: rest, json: body });
          postId = response.headers.get('x-restli-id') ?? response.headers.get('x-linkedin-id');
        } catch (error) {
          const duplicate =
            saved.posting === true && error instanceof HttpCallError && error.status === 422
              ? /urn:li:(?:share|ugcPost):\d+/.exec(errorMessage(error.body) ?? '')?.[0]
              : undefined;
          if (!duplicate) throw error;
          postId = duplicate;
        }
        if (!postId) throw transientPublishError(providerMessages.notConfirmed('LinkedIn'));
        await saveProgress?.(JSON.stringify({ post: postId }));
        return { networkPostId: postId };
      } catch (error) {
        throw httpPublishFailure('LinkedIn', error, { reason: errorMessage });
      }
    },

    // LinkedIn serves follower and post analytics only to organization pages (Community Management API) and
    // to approved partners; a member's own profile, which this adapter links, has none open to apps.
    async fetchMetrics() {
      throw new MetricsNotAvailableError();
    },

    async fetchDayMetrics() {
      throw new MetricsNotAvailableError();
    },

    async revoke(tokens) {
      await httpCall(`${oauthUrl}/revoke`, {
        form: { client_id: clientId, client_secret: clientSecret, token: tokens.accessToken },
      });
    },
  };
}
