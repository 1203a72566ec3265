export { type TikTokPostSettingsMessages, tiktokPostSettingsMessages } from './messages';
export {
  type TikTokCreatorStatus,
  TikTokPostSettings,
  type TikTokPostSettingsProps,
} from './TikTokPostSettings';
