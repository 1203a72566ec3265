import { formatMessage } from '../i18n/format';
import type { AccountLinkingMessages } from './messages';

/** The warning shown before the browser leaves for a network's authorization page, by network name. */
export function connectWarning(platformName: string, copy: AccountLinkingMessages): string {
  const name = platformName.toLowerCase();
  if (name.includes('facebook')) return copy.warningFacebook;
  if (name.includes('instagram')) return copy.warningInstagram;
  if (name.includes('tiktok')) return copy.warningTikTok;
  return formatMessage(copy.warningOther, { platform: platformName });
}
