export { ApprovalSetting, type ApprovalSettingProps } from './ApprovalSetting';
export { type ApprovalSettingMessages, approvalSettingMessages } from './messages';
