import type { Schemas } from '@postify/sdk';
import { Card } from '../Card';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { CopyButton } from '../shared/CopyButton';
import { TextField } from '../TextField';
import { type ReferralMessages, referralMessages } from './messages';
import * as styles from './ReferralPanel.css';

export interface ReferralPanelProps {
  /** `GET` share data: the link, the reward, the referral limit and how many friends came. */
  share: Pick<Schemas['ShareData'], 'shareUrl' | 'rewardPercentage' | 'maxReferrals' | 'referralCount'>;
  /** Writes the link to the clipboard; `navigator.clipboard.writeText` by default. */
  copy?: (text: string) => Promise<void>;
  messages?: Partial<ReferralMessages>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/** The dashboard's referral panel once onboarding is done: the reward, the share link with a copy action ('Copiado!' for 2 seconds) and the referral count. */
export function ReferralPanel({ share, copy = clipboardCopy, messages }: ReferralPanelProps) {
  const m = useCopy('referralPanel', referralMessages, messages);
  return (
    <Card as="section" title={m.title}>
      <div className={styles.body}>
        <p className={styles.text}>
          {formatMessage(m.reward, {
            maxReferrals: share.maxReferrals,
            rewardPercentage: share.rewardPercentage,
          })}
        </p>
        <div className={styles.link}>
          <div className={styles.grow}>
            <TextField label={m.shareLink} value={share.shareUrl} isReadOnly />
          </div>
          <CopyButton text={share.shareUrl} copy={copy} label={m.copy} copiedLabel={m.copied} />
        </div>
        <p className={styles.count} aria-live="polite">
          {formatMessage(m.referralCount, { count: share.referralCount, maxReferrals: share.maxReferrals })}
        </p>
      </div>
    </Card>
  );
}
