import type { Widen } from '../i18n/useCopy';
import type { subscriptionCardMessages } from './messages';

/** English of `subscriptionCardMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const subscriptionCardEn: Widen<typeof subscriptionCardMessages> = {
  title: 'Your subscription',
  perMonth: '/month',
  accounts: '{count} social accounts',
  features: 'Included features',
  freeTrial: 'Free trial until {date}',
  since: 'Subscriber since {date}',
  renews: 'Next charge on {date}',
  monthly: 'Billed monthly',
  yearly: 'Billed yearly',
  statusACTIVE: 'Active',
  statusTRIALING: 'Trialing',
  statusCANCELED: 'Cancelled',
  statusPAST_DUE: 'Payment due',
  none: 'No active subscription',
  loading: 'Loading...',
  loadErrorTitle: 'Error',
  loadError: 'Could not load the subscription',
};
