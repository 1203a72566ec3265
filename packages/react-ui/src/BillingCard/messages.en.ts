import type { Widen } from '../i18n/useCopy';
import type { billingCardMessages } from './messages';

/** English of `billingCardMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const billingCardEn: Widen<typeof billingCardMessages> = {
  title: 'Manage Billing',
  description:
    'Update your payment method, download invoices or cancel your subscription in the billing portal.',
  openPortal: 'Open Billing Portal',
  newTab: '(opens in a new tab)',
  loading: 'Loading...',
  loadError: 'Could not load the subscription details.',
  noSubscription: 'You need an active subscription to open the billing portal.',
};
