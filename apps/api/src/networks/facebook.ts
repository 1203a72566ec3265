import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { publishWithFirstComment } from './first-comment.js';
import {
  facebookLogin,
  graphClient,
  graphComment,
  graphPublishFailure,
  longLivedToken,
} from './graph-client.js';
import {
  MetricsNotAvailableError,
  NetworkAuthError,
  type NetworkProvider,
  permanentPublishError,
  readProgress,
  refreshOrRelink,
} from './provider.js';

const scopes = ['pages_show_list', 'pages_manage_posts', 'pages_manage_engagement', 'pages_read_engagement'];

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
    ...facebookLogin(credentials, graph, 'Facebook', scopes, async (user) => {
      const page = await firstPage(user.accessToken);
      return {
        tokens: { accessToken: page.access_token, refreshToken: user.accessToken, expiresAt: user.expiresAt },
        profile: {
          networkUserId: page.id,
          username: page.name,
          profilePictureUrl: page.picture?.data?.url ?? null,
        },
      };
    }),

    refreshToken: (tokens) =>
      refreshOrRelink(async () => {
        const user = await longLivedToken(
          graph,
          clientId,
          clientSecret,
          tokens.refreshToken ?? tokens.accessToken,
        );
        const page = await firstPage(user.accessToken);
        return { accessToken: page.access_token, refreshToken: user.accessToken, expiresAt: user.expiresAt };
      }),

    publish(request) {
      const { account, caption, media, progress, saveProgress } = request;
      const token = account.tokens.accessToken;
      const pageId = account.networkUserId;
      return publishWithFirstComment(request, 'Facebook', {
        post: () => publishPost(),
        comment: (postId, message) => graphComment(graph, 'Facebook', postId, message, token),
      });

      async function publishPost(): Promise<string> {
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
            return video.id;
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
          return post.id;
        } catch (error) {
          throw graphPublishFailure('Facebook', error);
        }
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
