import { sdkMessages as m } from '../messages.js';
import { LIMITS } from './limits.js';

/** Identifiers of the five password strength criteria. */
export type StrengthCriterionId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
/** Strength level shown under the password field. */
export type StrengthLevel = 'Muito fraca' | 'Fraca' | 'Forte';

/** One line of the live strength checklist. */
export interface StrengthCriterion {
  id: StrengthCriterionId;
  label: string;
  met: boolean;
}

/** Result of {@link passwordStrength}. */
export interface PasswordStrength {
  criteria: StrengthCriterion[];
  metCount: number;
  level: StrengthLevel;
}

const tests: ReadonlyArray<readonly [StrengthCriterionId, string, (pw: string) => boolean]> = [
  ['length', m.strengthMinLength, (pw) => pw.length >= LIMITS.passwordMinLength],
  ['uppercase', m.strengthUppercase, (pw) => /\p{Lu}/u.test(pw)],
  ['lowercase', m.strengthLowercase, (pw) => /\p{Ll}/u.test(pw)],
  ['digit', m.strengthDigit, (pw) => /\p{Nd}/u.test(pw)],
  ['special', m.strengthSpecial, (pw) => /[^\p{L}\p{N}\s]/u.test(pw)],
];

/** Scores a password on five criteria: fewer than 3 met is 'Muito fraca', 3 or 4 'Fraca', 5 'Forte'. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria = tests.map(([id, label, test]) => ({ id, label, met: test(password) }));
  const metCount = criteria.filter((c) => c.met).length;
  const level: StrengthLevel =
    metCount < 3 ? m.strengthVeryWeak : metCount < 5 ? m.strengthWeak : m.strengthStrong;
  return { criteria, metCount, level };
}
