import type { Schemas } from '@postify/sdk';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { useCopy } from '../i18n/useCopy';
import { type OnboardingMessages, onboardingMessages } from './messages';
import { OnboardingSteps } from './OnboardingSteps';
import type { OnboardingStep } from './steps';

// Loaded when the guide first opens: its dialog, focus trap and overlay weigh more than the panel, and the
// dashboard that shows the panel should not wait for them.
const Drawer = lazy(() => import('../Drawer/Drawer').then((module) => ({ default: module.Drawer })));

export interface OnboardingPanelProps {
  /** `GET /user/profile/onboarding`: completed and total steps (4 by default) and the steps. */
  status: Pick<Schemas['OnboardingStatus'], 'steps'> &
    Partial<Pick<Schemas['OnboardingStatus'], 'completedSteps' | 'totalSteps'>>;
  /** Opens the guide drawer at first render (stories, deep links). */
  defaultGuideOpen?: boolean;
  /** Hears 'COMEÇAR'; connect-accounts, create-post and schedule-post also navigate by their link. */
  onStart?: (step: OnboardingStep) => void;
  messages?: Partial<OnboardingMessages>;
}

/**
 * The dashboard's onboarding panel: progress ring and steps, and a guide drawer from the side (Escape,
 * backdrop or close button close it) with expandable step cards, check marks and 'COMEÇAR'.
 */
export function OnboardingPanel({
  status,
  defaultGuideOpen = false,
  onStart,
  messages,
}: OnboardingPanelProps) {
  const m = useCopy('onboardingPanel', onboardingMessages, messages);
  const [guideOpen, setGuideOpen] = useState(defaultGuideOpen);
  const start = (step: OnboardingStep) => {
    setGuideOpen(false);
    onStart?.(step);
  };
  const steps = <OnboardingSteps status={status} onStart={start} messages={m} />;
  return (
    <Card
      as="section"
      title={m.title}
      actions={
        <Button variant="secondary" size="sm" onPress={() => setGuideOpen(true)}>
          {m.openGuide}
        </Button>
      }
    >
      {steps}
      {guideOpen ? (
        <Suspense fallback={null}>
          <Drawer isOpen onOpenChange={setGuideOpen} title={m.guideTitle}>
            {steps}
          </Drawer>
        </Suspense>
      ) : null}
    </Card>
  );
}
