import type { Widen } from '../i18n/useCopy';
import type { accountLinkingMessages } from './messages';

/** English of `accountLinkingMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const accountLinkingEn: Widen<typeof accountLinkingMessages> = {
  title: 'Link Social Networks',
  description: 'Connect your accounts to publish and schedule posts on each network.',
  loading: 'Loading...',
  loadError: 'Could not load the platforms',
  notConnected: 'Not connected',
  connectedCount: '{count, plural, =1 {1 account connected} other {{count} accounts connected}}',
  connect: 'Connect {platform}',
  comingSoon: 'Coming soon',
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  remove: 'Remove',
  removeLabel: 'Remove {username}',
  removeTitle: 'Remove account',
  removeDescription: 'Are you sure you want to remove the account {username} from {platform}?',
  total: 'Connected accounts: {count}',
  continue: 'Continue',
  cancel: 'Cancel',
  warningTitle: 'Connect {platform}',
  warningFacebook: 'Connect your Facebook account to manage and publish your posts through the platform.',
  warningInstagram:
    'The Instagram account must be a professional one (Business or Creator). Personal accounts cannot be connected.',
  warningTikTok: 'You will be redirected to TikTok to authorise access to your account.',
  warningOther: 'You will be redirected to {platform} to authorise access to your account.',
  connectError: 'Could not start the connection with {platform}. Please try again.',
  returnPending: 'Connecting your account...',
  returnSuccess: 'Account connected!',
  returnDenied: 'Authorisation was denied. No account was connected.',
  returnInvalid: 'The authorisation return is invalid or has expired. Try connecting again.',
  returnFailed: 'Could not connect the account: {reason}',
};
