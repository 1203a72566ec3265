import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import {
  containerState,
  GraphCallError,
  graphClient,
  graphPublishFailure,
  loginUrl,
} from './graph-client.js';
import {
  linkOrRefuse,
  type NetworkProvider,
  type NetworkTokens,
  type PublishMedia,
  permanentPublishError,
  progressId,
  readProgress,
  refreshOrRelink,
} from './provider.js';

const scopes = ['threads_basic', 'threads_content_publish', 'threads_manage_insights'];

/** The most items of one carousel (Threads API, carousel posts). */
const maxCarouselItems = 10;

/**
 * The Threads adapter (Meta's Threads API on graph.threads.net): Threads' own login, a long-lived token
 * (60 days) refreshed with `th_refresh_token`, containers published with `threads_publish`, insights. The
 * authorization code is exchanged with the client secret: the Threads API offers no PKCE.
 */
export function createThreadsProvider(credentials: NetworkCredentials): NetworkProvider {
  const { clientId, clientSecret } = credentials;
  // The token endpoints have no version; the Graph nodes live under /v1.0.
  const oauth = graphClient(credentials.apiUrl);
  const graph = graphClient(`${credentials.apiUrl}/v1.0`);

  const longLived = (answer: { access_token: string; expires_in?: number }): NetworkTokens => ({
    accessToken: answer.access_token,
    // The long-lived token refreshes itself: there is no separate refresh token.
    refreshToken: null,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
  });

  const processed = (id: string, token: string) =>
    containerState(graph, { id, token, field: 'status', network: 'Threads' });

  /** Creates a container and, for videos and carousels, waits until Threads has processed it. */
  async function container(userId: string, token: string, params: Record<string, string>): Promise<string> {
    const { id } = await graph<{ id: string }>('POST', `/${userId}/threads`, {
      ...params,
      access_token: token,
    });
    if (
      (params.media_type === 'VIDEO' || params.media_type === 'CAROUSEL') &&
      (await processed(id, token)) !== 'ready'
    )
      throw permanentPublishError(providerMessages.mediaFailed('Threads'));
    return id;
  }

  const mediaParams = (item: PublishMedia): Record<string, string> => {
    if (!item.url) throw permanentPublishError(providerMessages.publicLinkPerMedia('Threads'));
    return item.contentType.startsWith('video/')
      ? { media_type: 'VIDEO', video_url: item.url }
      : { media_type: 'IMAGE', image_url: item.url };
  };

  return {
    slug: 'threads',
    mode: 'live',
    usesPkce: false,
    scopes,

    authorizeUrl({ state, redirectUri }) {
      return loginUrl(credentials.authUrl, { clientId, redirectUri, state, scopes });
    },

    exchangeCode: ({ code, redirectUri }) =>
      linkOrRefuse('Threads', GraphCallError, async () => {
        const short = await oauth<{ access_token: string }>('POST', '/oauth/access_token', {
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        });
        const tokens = longLived(
          await oauth<{ access_token: string; expires_in?: number }>('GET', '/access_token', {
            grant_type: 'th_exchange_token',
            client_secret: clientSecret,
            access_token: short.access_token,
          }),
        );
        const me = await graph<{ id: string; username: string; threads_profile_picture_url?: string }>(
          'GET',
          '/me',
          { fields: 'id,username,threads_profile_picture_url', access_token: tokens.accessToken },
        );
        return {
          tokens,
          profile: {
            networkUserId: me.id,
            username: me.username,
            profilePictureUrl: me.threads_profile_picture_url ?? null,
          },
        };
      }),

    refreshToken: (tokens) =>
      refreshOrRelink(async () =>
        longLived(
          await oauth<{ access_token: string; expires_in?: number }>('GET', '/refresh_access_token', {
            grant_type: 'th_refresh_token',
            access_token: tokens.accessToken,
          }),
        ),
      ),

    async publish({ account, caption, media, progress, saveProgress }) {
      const token = account.tokens.accessToken;
      const userId = account.networkUserId;
      if (media.length > maxCarouselItems)
        throw permanentPublishError(providerMessages.tooManyMedia('Threads', maxCarouselItems));
      try {
        // A retry resumes from the container an earlier attempt created: publishing it (once) instead of
        // creating another, which would post twice.
        const saved = progressId(readProgress(progress ?? null), 'container');
        const resumed = saved ? await processed(saved, token) : null;
        // The earlier attempt published it and only its answer was lost; the post id is not known here.
        if (saved && resumed === 'published') return { networkPostId: saved };
        let creationId = saved && resumed === 'ready' ? saved : null;
        if (!creationId) {
          const [first] = media;
          let params: Record<string, string>;
          if (media.length > 1) {
            const children: string[] = [];
            for (const item of media)
              children.push(
                await container(userId, token, { ...mediaParams(item), is_carousel_item: 'true' }),
              );
            params = { media_type: 'CAROUSEL', children: children.join(','), text: caption };
          } else if (first) {
            params = { ...mediaParams(first), text: caption };
          } else {
            params = { media_type: 'TEXT', text: caption };
          }
          const { id } = await graph<{ id: string }>('POST', `/${userId}/threads`, {
            ...params,
            access_token: token,
          });
          creationId = id;
          await saveProgress?.(JSON.stringify({ container: creationId }));
          if (
            (params.media_type === 'VIDEO' || params.media_type === 'CAROUSEL') &&
            (await processed(creationId, token)) !== 'ready'
          )
            throw permanentPublishError(providerMessages.mediaFailed('Threads'));
        }
        const published = await graph<{ id: string }>('POST', `/${userId}/threads_publish`, {
          creation_id: creationId,
          access_token: token,
        });
        return { networkPostId: published.id };
      } catch (error) {
        throw graphPublishFailure('Threads', error);
      }
    },

    async fetchMetrics({ networkUserId, tokens }) {
      const token = tokens.accessToken;
      const [profile, insights] = await Promise.all([
        graph<{
          username: string;
          name?: string;
          threads_profile_picture_url?: string;
          threads_biography?: string;
        }>('GET', '/me', {
          fields: 'username,name,threads_profile_picture_url,threads_biography',
          access_token: token,
        }),
        graph<{ data: { name: string; total_value?: { value?: number } }[] }>(
          'GET',
          `/${networkUserId}/threads_insights`,
          { metric: 'followers_count', access_token: token },
        ),
      ]);
      return {
        username: profile.username,
        name: profile.name ?? null,
        profile_picture_url: profile.threads_profile_picture_url ?? null,
        followers_count:
          insights.data.find((metric) => metric.name === 'followers_count')?.total_value?.value ?? 0,
        // The Threads API counts neither the accounts followed nor the posts of a profile.
        follows_count: 0,
        media_count: 0,
        biography: profile.threads_biography ?? null,
      };
    },

    async fetchDayMetrics({ networkUserId, tokens }, { since, until }) {
      // `views` (profile views) comes per day in `values`; the interactions come as the period's totals.
      const answer = await graph<{
        data: { name: string; values?: { value?: number }[]; total_value?: { value?: number } }[];
      }>('GET', `/${networkUserId}/threads_insights`, {
        metric: 'views,likes,replies,reposts,quotes',
        since: String(Math.floor(since.getTime() / 1000)),
        until: String(Math.floor(until.getTime() / 1000)),
        access_token: tokens.accessToken,
      });
      const metric = (name: string) => answer.data.find((entry) => entry.name === name);
      const total = (name: string) => metric(name)?.total_value?.value ?? 0;
      const views = (metric('views')?.values ?? []).reduce((sum, day) => sum + (day.value ?? 0), 0);
      return {
        // Threads counts no accounts reached; the views of the profile are its nearest count.
        reach: views,
        engagement: total('likes') + total('replies') + total('reposts') + total('quotes'),
      };
    },

    async revoke() {
      // The Threads API has no endpoint revoking an app's grant (the member removes it in Threads' settings);
      // forgetting the tokens, which the caller does, is all an app can do.
    },
  };
}
