import { useOnboardingStatus, useReferralShare } from '@postify/hooks';
import { Button } from '@postify/react-ui/Button';
import { Card } from '@postify/react-ui/Card';
import { ProgressRing } from '@postify/react-ui/ProgressRing';
import type { Schemas } from '@postify/sdk';
import { LIMITS } from '@postify/sdk/schemas';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import * as styles from '../console.css';

/** Where each onboarding step leads (publishing spec, dashboard); inviting friends stays on the dashboard. */
const stepTargets: Record<string, string | undefined> = {
  'connect-accounts': '/settings',
  'create-post': '/posts/create',
  'schedule-post': '/calendar',
};

/** The onboarding panel while onboarding is not completed, the referral panel once it is. */
export function SidePanel() {
  const onboarding = useOnboardingStatus();
  if (!onboarding.data) return null;
  return onboarding.data.isCompleted ? <ReferralPanel /> : <OnboardingPanel status={onboarding.data} />;
}

function OnboardingPanel({ status }: { status: Schemas['OnboardingStatus'] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card as="section" title="Primeiros passos">
      <ProgressRing
        aria-label="Progresso"
        value={status.completedSteps}
        maxValue={status.totalSteps || LIMITS.onboardingSteps}
        centerLabel={`${status.completedSteps}/${status.totalSteps}`}
      />
      <ul className={styles.list}>
        {status.steps.map((step) => {
          const target = stepTargets[step.id];
          return (
            <li key={step.id} className={styles.fieldset}>
              <Button
                variant="ghost"
                aria-expanded={open === step.id}
                onPress={() => setOpen(open === step.id ? null : step.id)}
              >
                {step.completed ? '✓ ' : ''}
                {step.title}
              </Button>
              {open === step.id ? (
                <>
                  <p>{step.description}</p>
                  {!step.completed && target ? (
                    <Button onPress={() => navigate(target)}>COMEÇAR</Button>
                  ) : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function ReferralPanel() {
  const share = useReferralShare();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LIMITS.copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!share.data) return null;
  const data = share.data;
  return (
    <Card as="section" title="Indique e ganhe">
      <p>
        Convide {data.maxReferrals} amigos e ganhe um cupom de {data.rewardPercentage}% de desconto.
      </p>
      <p className={styles.postText}>{data.shareUrl}</p>
      <Button
        variant="secondary"
        onPress={() => {
          void navigator.clipboard?.writeText(data.shareUrl);
          setCopied(true);
        }}
      >
        {copied ? 'Copiado!' : 'Copiar link'}
      </Button>
      <p className={styles.statLabel}>Indicações: {data.referralCount}</p>
    </Card>
  );
}
