import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { publishWithFirstComment } from './first-comment.js';
import {
  containerState,
  facebookLogin,
  graphClient,
  graphComment,
  graphPublishFailure,
  longLivedToken,
} from './graph-client.js';
import {
  NetworkAuthError,
  type NetworkProvider,
  permanentPublishError,
  progressId,
  readProgress,
  refreshOrRelink,
} from './provider.js';

const scopes = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'pages_show_list',
  'business_management',
];

/** The Instagram Graph adapter for a professional account linked to a Facebook Page (Facebook Login). */
export function createInstagramProvider(credentials: NetworkCredentials): NetworkProvider {
  const { clientId, clientSecret } = credentials;
  const graph = graphClient(credentials.apiUrl);

  /** Creates a media container and answers its id. */
  async function create(userId: string, token: string, params: Record<string, string>): Promise<string> {
    const { id } = await graph<{ id: string }>('POST', `/${userId}/media`, {
      ...params,
      access_token: token,
    });
    return id;
  }

  const processed = (id: string, token: string) =>
    containerState(graph, { id, token, field: 'status_code', network: 'Instagram' });

  const needsProcessing = (params: Record<string, string>) =>
    params.media_type === 'REELS' || params.media_type === 'VIDEO' || params.media_type === 'CAROUSEL';

  /** Creates a container and, for videos and carousels, waits until Instagram has processed it. */
  async function container(userId: string, token: string, params: Record<string, string>): Promise<string> {
    const id = await create(userId, token, params);
    if (needsProcessing(params) && (await processed(id, token)) !== 'ready')
      throw permanentPublishError(providerMessages.mediaFailed('Instagram'));
    return id;
  }

  const mediaParams = (item: { url: string | null; contentType: string }): Record<string, string> => {
    if (!item.url) throw permanentPublishError(providerMessages.publicLinkPerMedia('Instagram'));
    return item.contentType.startsWith('video/')
      ? { media_type: 'REELS', video_url: item.url }
      : { image_url: item.url };
  };

  return {
    slug: 'instagram',
    ...facebookLogin(credentials, graph, 'Instagram', scopes, async (user) => {
      const tokens = { ...user, refreshToken: null };
      const pages = await graph<{
        data?: {
          instagram_business_account?: { id: string; username: string; profile_picture_url?: string };
        }[];
      }>('GET', '/me/accounts', {
        fields: 'instagram_business_account{id,username,profile_picture_url}',
        access_token: tokens.accessToken,
      });
      const account = pages.data?.find((page) => page.instagram_business_account)?.instagram_business_account;
      if (!account) throw new NetworkAuthError(providerMessages.instagramNotProfessional);
      return {
        tokens,
        profile: {
          networkUserId: account.id,
          username: account.username,
          profilePictureUrl: account.profile_picture_url ?? null,
        },
      };
    }),

    refreshToken: (tokens) =>
      refreshOrRelink(async () => ({
        ...(await longLivedToken(graph, clientId, clientSecret, tokens.accessToken)),
        refreshToken: null,
      })),

    publish(request) {
      const { account, caption, media, progress, saveProgress } = request;
      const token = account.tokens.accessToken;
      const userId = account.networkUserId;
      return publishWithFirstComment(request, 'Instagram', {
        post: () => publishMedia(),
        comment: (mediaId, message) => graphComment(graph, 'Instagram', mediaId, message, token),
      });

      async function publishMedia(): Promise<string> {
        try {
          // A retry resumes from the container an earlier attempt created: publishing it (once) instead of
          // creating another, which would post twice.
          const saved = progressId(readProgress(progress ?? null), 'container');
          const resumed = saved ? await processed(saved, token) : null;
          // The earlier attempt published it and only its answer was lost; the media id is not known here.
          if (saved && resumed === 'published') return saved;
          let creationId = saved && resumed === 'ready' ? saved : null;
          if (!creationId) {
            let params: Record<string, string>;
            const [first] = media;
            if (media.length > 1) {
              const children: string[] = [];
              for (const item of media)
                children.push(
                  await container(userId, token, { ...mediaParams(item), is_carousel_item: 'true' }),
                );
              params = { media_type: 'CAROUSEL', children: children.join(','), caption };
            } else if (first) {
              params = { ...mediaParams(first), caption };
            } else {
              throw permanentPublishError(providerMessages.mediaRequired('Instagram'));
            }
            creationId = await create(userId, token, params);
            await saveProgress?.(JSON.stringify({ container: creationId }));
            if (needsProcessing(params) && (await processed(creationId, token)) !== 'ready')
              throw permanentPublishError(providerMessages.mediaFailed('Instagram'));
          }
          const published = await graph<{ id: string }>('POST', `/${userId}/media_publish`, {
            creation_id: creationId,
            access_token: token,
          });
          return published.id;
        } catch (error) {
          throw graphPublishFailure('Instagram', error);
        }
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

    async fetchDayMetrics({ networkUserId, tokens }, { since, until }) {
      // `total_value` sums the period; Graph takes the bounds as Unix seconds.
      const answer = await graph<{ data: { name: string; total_value?: { value?: number } }[] }>(
        'GET',
        `/${networkUserId}/insights`,
        {
          metric: 'reach,total_interactions',
          period: 'day',
          metric_type: 'total_value',
          since: String(Math.floor(since.getTime() / 1000)),
          until: String(Math.floor(until.getTime() / 1000)),
          access_token: tokens.accessToken,
        },
      );
      const value = (name: string) =>
        answer.data.find((metric) => metric.name === name)?.total_value?.value ?? 0;
      return { reach: value('reach'), engagement: value('total_interactions') };
    },

    async revoke(tokens) {
      await graph('DELETE', '/me/permissions', { access_token: tokens.accessToken });
    },
  };
}
