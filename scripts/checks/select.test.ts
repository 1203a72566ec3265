import { describe, expect, it } from 'vitest';
import { selectSteps } from './select.mjs';
import type { Step } from './steps.mjs';

const steps: Step[] = [
  { id: 'deps', name: 'dependencies', run: 'install', cores: 2, quick: true },
  { id: 'build', name: 'build', run: 'build', needs: ['deps'], cores: 2 },
  {
    id: 'test-ui',
    name: 'ui',
    run: 'all ui tests',
    needs: ['build'],
    cores: 2,
    workspace: 'ui',
    quick: 'unit ui tests',
  },
  { id: 'test-api', name: 'api', run: 'api tests', needs: ['deps'], cores: 2, workspace: 'api', quick: true },
  { id: 'e2e', name: 'journeys', run: 'journeys', needs: ['build'], cores: 2 },
];
const ids = (chosen: Step[]) => chosen.map((step) => step.id);

describe('which steps a run takes', () => {
  it('takes every step in a full run', () => {
    expect(ids(selectSteps(steps, { tier: 'full' }))).toEqual([
      'deps',
      'build',
      'test-ui',
      'test-api',
      'e2e',
    ]);
  });

  it('takes the quick steps, the changed workspaces’ tests with their quick command, and what they need', () => {
    const quick = selectSteps(steps, { tier: 'quick', changed: new Set(['ui']) });
    expect(ids(quick)).toEqual(['deps', 'build', 'test-ui']);
    expect(quick.find((step) => step.id === 'test-ui')?.run).toBe('unit ui tests');
    expect(ids(selectSteps(steps, { tier: 'quick', changed: new Set() }))).toEqual(['deps']);
  });

  it('takes the named steps with what they need, and names the steps when one is unknown', () => {
    expect(ids(selectSteps(steps, { tier: 'full', only: ['e2e'] }))).toEqual(['deps', 'build', 'e2e']);
    expect(() => selectSteps(steps, { tier: 'full', only: ['journeys'] })).toThrow(
      'no step named journeys; the steps are: deps, build, test-ui, test-api, e2e',
    );
  });
});
