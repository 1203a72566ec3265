import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';

/** The networks with the project's linked accounts (`GET /platforms/user`). */
export function platformsQueryOptions(client: PostifyClient, project: ProjectScope) {
  return queryOptions<Schemas['Platform'][], PostifyApiError>({
    queryKey: postifyKeys.platforms.all(project),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/platforms/user', { headers: projectHeaders(project), signal })),
  });
}

/**
 * A TikTok account's creator info (`GET /social-media-account/{id}/tiktok-creator-info`). TikTok requires it
 * read each time a post is composed, so it is never served from an earlier composer's cache.
 */
export function tiktokCreatorInfoQueryOptions(
  client: PostifyClient,
  project: ProjectScope,
  accountId: string,
) {
  return queryOptions<Schemas['TikTokCreatorInfo'], PostifyApiError>({
    queryKey: postifyKeys.platforms.tiktokCreator(project, accountId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/social-media-account/{id}/tiktok-creator-info', {
          params: { path: { id: accountId } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** One account's profile metrics (`GET /metrics?accountID=`). */
export function accountMetricsQueryOptions(client: PostifyClient, project: ProjectScope, accountId: string) {
  return queryOptions<Schemas['AccountMetrics'], PostifyApiError>({
    queryKey: postifyKeys.metrics.account(project, accountId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/metrics', {
          params: { query: { accountID: accountId } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
    retry: false,
  });
}

/** An account's daily metrics over the last `days` days (`GET /metrics/history`), oldest first. */
export function accountMetricsHistoryQueryOptions(
  client: PostifyClient,
  project: ProjectScope,
  accountId: string,
  days: number,
) {
  return queryOptions<Schemas['AccountMetricsHistory'], PostifyApiError>({
    queryKey: postifyKeys.metrics.history(project, accountId, days),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/metrics/history', {
          params: { query: { accountID: accountId, days } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
    // The snapshots change once a day: no refetch on every focus of the dashboard within the hour.
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** The user's onboarding progress (`GET /user/profile/onboarding`). */
export function onboardingStatusQueryOptions(client: PostifyClient) {
  return queryOptions<Schemas['OnboardingStatus'], PostifyApiError>({
    queryKey: postifyKeys.profile.onboarding(),
    queryFn: ({ signal }) => unwrap(client.GET('/user/profile/onboarding', { signal })),
  });
}

/** The referral panel's data (`GET /user/profile/share`). */
export function referralShareQueryOptions(client: PostifyClient) {
  return queryOptions<Schemas['ShareData'], PostifyApiError>({
    queryKey: postifyKeys.profile.share(),
    queryFn: ({ signal }) => unwrap(client.GET('/user/profile/share', { signal })),
  });
}
