/** One check of the run (scripts/checks/steps.mjs says what each field means). */
export interface Step {
  id: string;
  name: string;
  run: string;
  needs?: string[];
  cores: number;
  counts?: 'vitest' | 'playwright' | 'smoke' | 'stories' | 'packages';
  quick?: true | string;
  workspace?: string;
}
export const checksDir: string;
export const steps: Step[];
