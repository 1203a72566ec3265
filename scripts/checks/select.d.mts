import type { Step } from './steps.mjs';
export function selectSteps(
  steps: Step[],
  options: { tier: 'full' | 'quick'; only?: string[]; changed?: Set<string> },
): Step[];
