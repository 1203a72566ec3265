import { LIMITS } from '@postify/sdk/schemas';
import { useState } from 'react';
import { formatMessage } from '../i18n/format';
import { ProgressRing } from '../ProgressRing';
import type { OnboardingMessages } from './messages';
import type { OnboardingPanelProps } from './OnboardingPanel';
import * as styles from './OnboardingPanel.css';
import { StepCard } from './StepCard';
import type { OnboardingStep } from './steps';

interface OnboardingStepsProps {
  status: OnboardingPanelProps['status'];
  onStart: (step: OnboardingStep) => void;
  messages: OnboardingMessages;
}

/** The progress ring (completed/total, counted from the steps when the status leaves them out) and the expandable step cards. */
export function OnboardingSteps({ status, onStart, messages: m }: OnboardingStepsProps) {
  const { steps } = status;
  const completedSteps = status.completedSteps ?? steps.filter((step) => step.completed).length;
  const totalSteps = status.totalSteps ?? LIMITS.onboardingSteps;
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <>
      <ProgressRing
        aria-label={m.progress}
        value={completedSteps}
        maxValue={Math.max(totalSteps, 1)}
        valueLabel={formatMessage(m.progressValue, { completed: completedSteps, total: totalSteps })}
        centerLabel={formatMessage(m.progressValue, { completed: completedSteps, total: totalSteps })}
      />
      <ol className={styles.steps} aria-label={m.steps}>
        {steps.map((step, i) => (
          <StepCard
            key={step.id}
            step={step}
            index={i + 1}
            isExpanded={expanded === step.id}
            onToggle={() => setExpanded((current) => (current === step.id ? null : step.id))}
            onStart={onStart}
            messages={m}
          />
        ))}
      </ol>
    </>
  );
}
