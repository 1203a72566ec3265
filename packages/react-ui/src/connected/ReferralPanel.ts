export {
  ConnectedReferralPanel,
  type ConnectedReferralPanelProps,
} from '../ReferralPanel/ConnectedReferralPanel';
