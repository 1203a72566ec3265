export { type ReferralMessages, referralMessages } from './messages';
export { ReferralPanel, type ReferralPanelProps } from './ReferralPanel';
