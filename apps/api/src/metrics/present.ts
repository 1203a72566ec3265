import type { Schemas } from '@postify/sdk';
import type { NetworkMetrics } from '../networks/provider.js';
import type { MetricsSnapshot } from './store.js';

/** An account's metrics as the contract's `AccountMetrics`. */
export function presentMetrics(
  accountId: string,
  metrics: NetworkMetrics,
  fetchedAt: Date,
): Schemas['AccountMetrics'] {
  return {
    accountId,
    username: metrics.username,
    name: metrics.name,
    profile_picture_url: metrics.profile_picture_url,
    followers_count: metrics.followers_count,
    follows_count: metrics.follows_count,
    media_count: metrics.media_count,
    biography: metrics.biography,
    fetchedAt: fetchedAt.toISOString(),
  };
}

/** An account's daily snapshots as the contract's `AccountMetricsHistory`. */
export function presentMetricsHistory(
  accountId: string,
  days: number,
  timeZone: string,
  snapshots: readonly MetricsSnapshot[],
): Schemas['AccountMetricsHistory'] {
  return {
    accountId,
    days,
    timeZone,
    points: snapshots.map((snapshot) => ({
      date: snapshot.day,
      followers_count: snapshot.followers_count,
      reach: snapshot.reach,
      engagement: snapshot.engagement,
    })),
  };
}
