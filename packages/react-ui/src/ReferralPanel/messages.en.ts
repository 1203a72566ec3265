import type { Widen } from '../i18n/useCopy';
import type { referralMessages } from './messages';

/** English of `referralMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const referralEn: Widen<typeof referralMessages> = {
  title: 'Refer and earn',
  reward: 'Invite {maxReferrals} friends and get a {rewardPercentage}% discount coupon.',
  shareLink: 'Your referral link',
  copy: 'Copy link',
  copied: 'Copied!',
  referralCount: 'Referrals: {count} of {maxReferrals}',
};
