import type { NetworkCredentials } from '../config.js';
import {
  NetworkAuthError,
  type NetworkProvider,
  type NetworkTokens,
  permanentPublishError,
  transientPublishError,
} from './provider.js';

const scopes = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_insights',
  'pages_show_list',
  'business_management',
];

/** A Graph API error body: `{ error: { message, code, is_transient } }`. */
interface GraphError {
  error?: { message?: string; code?: number; is_transient?: boolean };
}

/** Graph error codes worth retrying: temporary issues and rate limits. */
const transientCodes = new Set([1, 2, 4, 17, 32, 341, 613, 9007]);
const tokenCodes = new Set([102, 190]);

/** A failed Graph call: the HTTP status and the Graph error, if any. */
class GraphCallError extends Error {
  constructor(
    readonly status: number,
    readonly graph: GraphError['error'] | undefined,
  ) {
    super(`Graph API ${status}: ${graph?.message ?? 'no error body'}`);
  }
}

/** The Instagram Graph adapter for a professional account linked to a Facebook Page (Facebook Login). */
export function createInstagramProvider(credentials: NetworkCredentials): NetworkProvider {
  const { apiUrl, clientId, clientSecret } = credentials;

  async function graph<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: Record<string, string>,
  ): Promise<T> {
    const url = new URL(`${apiUrl}${path}`);
    const form = new URLSearchParams(params);
    if (method !== 'POST') for (const [key, value] of form) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        ...(method === 'POST'
          ? { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
          : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new GraphCallError(0, undefined);
    }
    const body = (await response.json().catch(() => ({}))) as T & GraphError;
    if (!response.ok || body.error) throw new GraphCallError(response.status, body.error);
    return body;
  }

  /** Turns a Graph failure into the scheduler's transient/permanent publish errors. */
  function publishFailure(error: unknown): Error {
    if (!(error instanceof GraphCallError)) return error instanceof Error ? error : new Error(String(error));
    const code = error.graph?.code ?? 0;
    if (tokenCodes.has(code))
      return permanentPublishError('A conta precisa ser conectada novamente antes de publicar.');
    if (error.status === 0 || error.status >= 500 || error.graph?.is_transient || transientCodes.has(code))
      return transientPublishError('O Instagram está indisponível no momento. Tentaremos novamente.');
    return permanentPublishError(
      `O Instagram recusou a publicação: ${error.graph?.message ?? 'erro desconhecido'}`,
    );
  }

  async function longLived(token: string): Promise<NetworkTokens> {
    const answer = await graph<{ access_token: string; expires_in?: number }>('GET', '/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: clientId,
      client_secret: clientSecret,
      fb_exchange_token: token,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: null,
      expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
    };
  }

  /** Creates a media container; videos are polled until Instagram has processed them. */
  async function container(userId: string, token: string, params: Record<string, string>): Promise<string> {
    const { id } = await graph<{ id: string }>('POST', `/${userId}/media`, {
      ...params,
      access_token: token,
    });
    if (params.media_type === 'REELS' || params.media_type === 'VIDEO' || params.media_type === 'CAROUSEL') {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const { status_code } = await graph<{ status_code?: string }>('GET', `/${id}`, {
          fields: 'status_code',
          access_token: token,
        });
        if (status_code === 'FINISHED' || status_code === undefined) return id;
        if (status_code === 'ERROR' || status_code === 'EXPIRED')
          throw permanentPublishError('O Instagram não conseguiu processar a mídia.');
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      throw transientPublishError('O Instagram ainda está processando a mídia. Tentaremos novamente.');
    }
    return id;
  }

  const mediaParams = (item: { url: string | null; contentType: string }): Record<string, string> => {
    if (!item.url) throw permanentPublishError('O Instagram precisa de um link público para cada mídia.');
    return item.contentType.startsWith('video/')
      ? { media_type: 'REELS', video_url: item.url }
      : { image_url: item.url };
  };

  return {
    slug: 'instagram',
    mode: 'live',
    usesPkce: false,
    scopes,

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(credentials.authUrl);
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', scopes.join(','));
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      try {
        const short = await graph<{ access_token: string }>('GET', '/oauth/access_token', {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: redirectUri,
          code,
        });
        const tokens = await longLived(short.access_token);
        const pages = await graph<{
          data?: {
            instagram_business_account?: { id: string; username: string; profile_picture_url?: string };
          }[];
        }>('GET', '/me/accounts', {
          fields: 'instagram_business_account{id,username,profile_picture_url}',
          access_token: tokens.accessToken,
        });
        const account = pages.data?.find(
          (page) => page.instagram_business_account,
        )?.instagram_business_account;
        if (!account)
          throw new NetworkAuthError(
            'A conta do Instagram precisa ser profissional (comercial ou criador de conteúdo) e estar ligada a uma Página do Facebook.',
          );
        return {
          tokens,
          profile: {
            networkUserId: account.id,
            username: account.username,
            profilePictureUrl: account.profile_picture_url ?? null,
          },
        };
      } catch (error) {
        if (error instanceof GraphCallError)
          throw new NetworkAuthError('O Instagram recusou a autorização. Tente conectar novamente.');
        throw error;
      }
    },

    async refreshToken(tokens) {
      try {
        return await longLived(tokens.accessToken);
      } catch {
        throw new NetworkAuthError('A conta precisa ser conectada novamente.');
      }
    },

    async publish({ account, caption, media }) {
      const token = account.tokens.accessToken;
      const userId = account.networkUserId;
      try {
        let creationId: string;
        const [first] = media;
        if (media.length > 1) {
          const children: string[] = [];
          for (const item of media)
            children.push(await container(userId, token, { ...mediaParams(item), is_carousel_item: 'true' }));
          creationId = await container(userId, token, {
            media_type: 'CAROUSEL',
            children: children.join(','),
            caption,
          });
        } else if (first) {
          creationId = await container(userId, token, { ...mediaParams(first), caption });
        } else {
          throw permanentPublishError('O Instagram exige ao menos uma imagem ou vídeo.');
        }
        const published = await graph<{ id: string }>('POST', `/${userId}/media_publish`, {
          creation_id: creationId,
          access_token: token,
        });
        return { networkPostId: published.id };
      } catch (error) {
        throw publishFailure(error);
      }
    },

    async fetchMetrics({ networkUserId, tokens }) {
      const answer = await graph<{
        username: string;
        name?: string;
        profile_picture_url?: string;
        followers_count?: number;
        follows_count?: number;
        media_count?: number;
        biography?: string;
      }>('GET', `/${networkUserId}`, {
        fields: 'username,name,profile_picture_url,followers_count,follows_count,media_count,biography',
        access_token: tokens.accessToken,
      });
      return {
        username: answer.username,
        name: answer.name ?? null,
        profile_picture_url: answer.profile_picture_url ?? null,
        followers_count: answer.followers_count ?? 0,
        follows_count: answer.follows_count ?? 0,
        media_count: answer.media_count ?? 0,
        biography: answer.biography ?? null,
      };
    },

    async revoke(tokens) {
      await graph('DELETE', '/me/permissions', { access_token: tokens.accessToken });
    },
  };
}
