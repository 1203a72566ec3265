import type { Schemas } from '@postify/sdk';
import type { MetricsAccount } from './MetricsSummary';

/** Connected accounts: two Instagram (selectable), one Facebook and one TikTok ('Não disponível'). */
export const metricsAccounts: MetricsAccount[] = [
  { id: 'a1111111-1111-4111-8111-111111111111', platformName: 'Instagram', username: 'cafe.aurora' },
  {
    id: 'a2222222-2222-4222-8222-222222222222',
    platformName: 'Instagram Business',
    username: 'aurora.eventos',
  },
  { id: 'a3333333-3333-4333-8333-333333333333', platformName: 'Facebook', username: 'CafeAurora' },
  { id: 'a4444444-4444-4444-8444-444444444444', platformName: 'TikTok', username: 'cafeaurora' },
];

/** Metrics of the first Instagram account: counts that abbreviate to K and M. */
export const auroraMetrics: Schemas['AccountMetrics'] = {
  accountId: 'a1111111-1111-4111-8111-111111111111',
  username: 'cafe.aurora',
  name: 'Café Aurora',
  profile_picture_url: null,
  followers_count: 1_250_000,
  follows_count: 1_500,
  media_count: 342,
  biography: 'Cafés especiais torrados na casa.\nSão Paulo · desde 2015',
  fetchedAt: '2026-11-22T15:00:00.000Z',
};
