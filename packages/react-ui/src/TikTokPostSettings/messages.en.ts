import type { Widen } from '../i18n/useCopy';
import type { tiktokPostSettingsMessages } from './messages';

/** English of `tiktokPostSettingsMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const tiktokPostSettingsEn: Widen<typeof tiktokPostSettingsMessages> = {
  title: 'TikTok options',
  postingAs: 'Posting as {nickname} (@{username})',
  loading: 'Reading the TikTok account settings…',
  retry: 'Try again',
  privacy: 'Who can view this post',
  privacyPlaceholder: 'Choose an option',
  privacyBrandedHint: 'Branded content cannot be private.',
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
  interactions: 'Allow users to',
  allowComment: 'Comment',
  allowDuet: 'Duet',
  allowStitch: 'Stitch',
  interactionDisabled: 'Turned off in this TikTok account’s settings.',
  maxDuration: 'This account accepts videos up to {duration}.',
  disclosure: 'Disclose commercial content',
  disclosureHelp:
    'Turn on if this post promotes yourself, your business, a brand, a product or a service in exchange for something of value.',
  yourBrand: 'Your brand',
  yourBrandHelp: 'You are promoting yourself or your own business.',
  brandedContent: 'Branded content',
  brandedContentHelp: 'You are promoting another brand or a third party.',
  brandedPrivateHint: 'Branded content cannot be posted as “Only me”.',
  labelPromotional: 'The post will be labeled “Promotional content”.',
  labelPaidPartnership: 'The post will be labeled “Paid partnership”.',
  musicConsent: 'By posting, I agree to TikTok’s Music Usage Confirmation.',
  musicAndBrandedConsent:
    'By posting, I agree to TikTok’s Branded Content Policy and Music Usage Confirmation.',
  readTerms: 'Read TikTok’s terms:',
  musicLink: 'Music Usage Confirmation',
  brandedPolicyLink: 'Branded Content Policy',
  processingNote:
    'Once posted, TikTok may take a few minutes to process the content and show it on the profile.',
};
