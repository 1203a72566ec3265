import type { Widen } from '../i18n/useCopy';
import type { pricingTableMessages } from './messages';

/** English of `pricingTableMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const pricingTableEn: Widen<typeof pricingTableMessages> = {
  title: 'Plans',
  period: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  yearlySaving: 'Save {percent}%',
  perMonth: '/month',
  billedYearly: '{price} billed yearly',
  accounts: '{count} social accounts',
  tryFree: 'Try {days} days free',
  loading: 'Loading plans...',
  loadError: 'Could not load the plans',
  empty: 'No plans available right now',
  newTab: 'for the {name} plan (opens in a new tab)',
};
