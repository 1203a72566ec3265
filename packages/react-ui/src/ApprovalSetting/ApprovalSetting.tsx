import { usePostifyMessages } from '@postify/hooks/state';
import { approvalTexts } from '@postify/sdk/messages';
import { useState } from 'react';
import { Banner } from '../Banner';
import { Card } from '../Card';
import { useCopy } from '../i18n/useCopy';
import { LinkButton } from '../LinkButton';
import { Switch } from '../Switch';
import * as styles from './ApprovalSetting.css';
import { type ApprovalSettingMessages, approvalSettingMessages } from './messages';

export interface ApprovalSettingProps {
  /** 'Exigir aprovação' as saved (`GET /projects/{id}/approval`); undefined while it loads. */
  requiresApproval?: boolean;
  /** Saves the switch (OWNER and ADMIN); a refusal puts it back and says so. */
  onChange: (requiresApproval: boolean) => Promise<unknown>;
  /** Where the review queue is; the link shows while approval is required. */
  queueHref?: string;
  messages?: Partial<ApprovalSettingMessages>;
}

const approvalBundles = [approvalTexts];

/** Settings' 'Aprovação': the 'Exigir aprovação' switch with what it does, and the way to the review queue. */
export function ApprovalSetting({ requiresApproval, onChange, queueHref, messages }: ApprovalSettingProps) {
  const m = useCopy('approvalSetting', approvalSettingMessages, messages);
  const texts = usePostifyMessages(approvalBundles);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Card as="section" title={m.title} description={m.description}>
      <div className={styles.body}>
        {failed ? <Banner tone="danger">{m.saveError}</Banner> : null}
        <Switch
          isSelected={requiresApproval ?? false}
          isDisabled={requiresApproval === undefined || saving}
          onChange={async (on) => {
            setFailed(false);
            setSaving(true);
            try {
              await onChange(on);
            } catch {
              setFailed(true);
            } finally {
              setSaving(false);
            }
          }}
        >
          {texts.format('approval.requiresApproval')}
        </Switch>
        <p className={styles.hint}>{texts.format('approval.requiresApprovalHint')}</p>
        {requiresApproval && queueHref ? (
          <LinkButton variant="secondary" size="sm" href={queueHref}>
            {m.queueLink}
          </LinkButton>
        ) : null}
      </div>
    </Card>
  );
}
