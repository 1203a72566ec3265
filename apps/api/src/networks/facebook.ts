import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import {
  exchangeLoginCode,
  GraphCallError,
  graphClient,
  graphPublishFailure,
  loginUrl,
  longLivedToken,
} from './graph-client.js';
import {
  MetricsNotAvailableError,
  NetworkAuthError,
  type NetworkProvider,
  permanentPublishError,
  readProgress,
} from './provider.js';

const scopes = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'];

/**
 * The Facebook Pages adapter: the account is the first Page the user manages. The Page token (which does not
 * expire when derived from a long-lived user token) publishes; the long-lived user token is kept as the
 * refresh token, to derive the Page token again and to revoke the grant.
 */
export function createFacebookProvider(credentials: NetworkCredentials): NetworkProvider {
  const { clientId, clientSecret } = credentials;
  const graph = graphClient(credentials.apiUrl);

  async function firstPage(userToken: string) {
    const pages = await graph<{
      data?: { id: string; name: string; access_token: string; picture?: { data?: { url?: string } } }[];
    }>('GET', '/me/accounts', { fields: 'id,name,access_token,picture', access_token: userToken });
    const page = pages.data?.[0];
    if (!page) throw new NetworkAuthError(providerMessages.noFacebookPage);
    return page;
  }

  return {
    slug: 'facebook',
    mode: 'live',
    usesPkce: false,
    scopes,

    authorizeUrl({ state, redirectUri }) {
      return loginUrl(credentials.authUrl, { clientId, redirectUri, state, scopes });
    },

    async exchangeCode({ code, redirectUri }) {
      try {
        const short = await exchangeLoginCode(graph, { clientId, clientSecret, redirectUri, code });
        const user = await longLivedToken(graph, clientId, clientSecret, short);
        const page = await firstPage(user.accessToken);
        return {
          tokens: {
            accessToken: page.access_token,
            refreshToken: user.accessToken,
            expiresAt: user.expiresAt,
          },
          profile: {
            networkUserId: page.id,
            username: page.name,
            profilePictureUrl: page.picture?.data?.url ?? null,
          },
        };
      } catch (error) {
        if (error instanceof GraphCallError)
          throw new NetworkAuthError(providerMessages.authorizationRefused('Facebook'));
        throw error;
      }
    },

    async refreshToken(tokens) {
      try {
        const user = await longLivedToken(
          graph,
          clientId,
          clientSecret,
          tokens.refreshToken ?? tokens.accessToken,
        );
        const page = await firstPage(user.accessToken);
        return { accessToken: page.access_token, refreshToken: user.accessToken, expiresAt: user.expiresAt };
      } catch {
        throw new NetworkAuthError(providerMessages.relinkNeeded);
      }
    },

    async publish({ account, caption, media, progress, saveProgress }) {
      const token = account.tokens.accessToken;
      const pageId = account.networkUserId;
      try {
        const [first] = media;
        if (first?.contentType.startsWith('video/')) {
          if (!first.url) throw permanentPublishError(providerMessages.publicLinkForVideo('Facebook'));
          // One call uploads and publishes: there is no intermediate id to resume from.
          const video = await graph<{ id: string }>('POST', `/${pageId}/videos`, {
            file_url: first.url,
            description: caption,
            access_token: token,
          });
          return { networkPostId: video.id };
        }
        // Photos are uploaded unpublished, then attached to one feed post with the caption; a retry attaches
        // the photos an earlier attempt uploaded instead of uploading them again.
        const saved = readProgress(progress ?? null).photos;
        let attached =
          Array.isArray(saved) &&
          saved.length === media.length &&
          saved.every((id): id is string => typeof id === 'string')
            ? saved
            : null;
        if (!attached) {
          attached = [];
          for (const item of media) {
            if (!item.url) throw permanentPublishError(providerMessages.publicLinkPerImage('Facebook'));
            const photo = await graph<{ id: string }>('POST', `/${pageId}/photos`, {
              url: item.url,
              published: 'false',
              access_token: token,
            });
            attached.push(photo.id);
          }
          await saveProgress?.(JSON.stringify({ photos: attached }));
        }
        const params: Record<string, string> = { message: caption, access_token: token };
        attached.forEach((id, index) => {
          params[`attached_media[${index}]`] = JSON.stringify({ media_fbid: id });
        });
        const post = await graph<{ id: string }>('POST', `/${pageId}/feed`, params);
        return { networkPostId: post.id };
      } catch (error) {
        throw graphPublishFailure('Facebook', error);
      }
    },

    async fetchMetrics() {
      throw new MetricsNotAvailableError();
    },

    async fetchDayMetrics() {
      throw new MetricsNotAvailableError();
    },

    async revoke(tokens) {
      await graph('DELETE', '/me/permissions', { access_token: tokens.refreshToken ?? tokens.accessToken });
    },
  };
}
