import type { Widen } from '../i18n/useCopy';
import type { metricsSummaryMessages } from './messages';

/** English of `metricsSummaryMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const metricsSummaryEn: Widen<typeof metricsSummaryMessages> = {
  title: 'Account metrics',
  accounts: 'Accounts to see metrics for',
  unavailable: 'Not available',
  loading: 'Loading metrics...',
  loadingAccounts: 'Loading accounts...',
  noAccounts: 'No connected accounts',
  noAccountsHint: 'Connect your networks in Settings.',
  metricsOf: 'Metrics of @{username}',
  followers: 'Followers',
  follows: 'Following',
  media: 'Posts',
};
