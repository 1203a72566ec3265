export {
  ConnectedApprovalSetting,
  type ConnectedApprovalSettingProps,
} from '../ApprovalSetting/ConnectedApprovalSetting';
