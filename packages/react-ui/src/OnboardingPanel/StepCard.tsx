import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { LinkButton } from '../LinkButton';
import type { OnboardingMessages } from './messages';
import * as styles from './OnboardingPanel.css';
import { type OnboardingStep, onboardingStepTargets } from './steps';

interface StepCardProps {
  step: OnboardingStep;
  index: number;
  isExpanded: boolean;
  onToggle: () => void;
  /** Runs when 'COMEÇAR' is pressed (before a link navigates). */
  onStart: (step: OnboardingStep) => void;
  messages: OnboardingMessages;
}

/** A step of the guide: a check mark once completed; expanded, its description and, while incomplete, 'COMEÇAR'. */
export function StepCard({ step, index, isExpanded, onToggle, onStart, messages: m }: StepCardProps) {
  const bodyId = useId();
  const target = onboardingStepTargets[step.id];
  return (
    <li className={styles.step}>
      <h3 className={styles.stepHeading}>
        <AriaButton
          className={styles.stepToggle}
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? bodyId : undefined}
          onPress={onToggle}
        >
          <span className={styles.mark} data-completed={step.completed || undefined} aria-hidden="true">
            {step.completed ? '✓' : index}
          </span>
          <span>{step.title}</span>
          {step.completed ? <span className={styles.description}>· {m.completed}</span> : null}
        </AriaButton>
      </h3>
      {isExpanded ? (
        <div id={bodyId} className={styles.stepBody}>
          <p className={styles.description}>{step.description}</p>
          {step.completed ? null : target ? (
            <LinkButton href={target} size="sm" onPress={() => onStart(step)}>
              {m.start}
            </LinkButton>
          ) : (
            <Button size="sm" onPress={() => onStart(step)}>
              {m.start}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
