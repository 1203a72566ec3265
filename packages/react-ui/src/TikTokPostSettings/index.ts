export { type TikTokPostSettingsMessages, tiktokPostSettingsMessages } from './messages';
export type { TikTokCreatorStatus } from './SettingsFrame';
export { TikTokPostSettings, type TikTokPostSettingsProps } from './TikTokPostSettings';
