import { useReferralShare } from '@postify/hooks';
import { ReferralPanel, type ReferralPanelProps } from './ReferralPanel';

export type ConnectedReferralPanelProps = Omit<ReferralPanelProps, 'share'>;

/**
 * `ReferralPanel` on `@postify/hooks` (`useReferralShare`); nothing shows until the share data is read,
 * nor on a failed read, which the spec only logs.
 */
export function ConnectedReferralPanel(props: ConnectedReferralPanelProps) {
  const share = useReferralShare();
  return share.data ? <ReferralPanel {...props} share={share.data} /> : null;
}
