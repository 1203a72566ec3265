import { sdkMessages as m, type SdkMessageKey } from '../messages.js';
import { LIMITS } from './limits.js';

/** Identifiers of the five password strength criteria. */
export type StrengthCriterionId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
/** Strength level shown under the password field. */
export type StrengthLevel = 'Muito fraca' | 'Fraca' | 'Forte';

/** One line of the live strength checklist. */
export interface StrengthCriterion {
  id: StrengthCriterionId;
  /** The pt-BR label; `code` gives it in another language through the catalogue. */
  label: string;
  /** Catalogue code of the label, e.g. `validation.strengthUppercase`. */
  code: `validation.${SdkMessageKey}`;
  met: boolean;
}

/** Result of {@link passwordStrength}. */
export interface PasswordStrength {
  criteria: StrengthCriterion[];
  metCount: number;
  level: StrengthLevel;
  /** Catalogue code of the level, e.g. `validation.strengthWeak`. */
  levelCode: `validation.${SdkMessageKey}`;
}

const tests: ReadonlyArray<readonly [StrengthCriterionId, SdkMessageKey, (pw: string) => boolean]> = [
  ['length', 'strengthMinLength', (pw) => pw.length >= LIMITS.passwordMinLength],
  ['uppercase', 'strengthUppercase', (pw) => /\p{Lu}/u.test(pw)],
  ['lowercase', 'strengthLowercase', (pw) => /\p{Ll}/u.test(pw)],
  ['digit', 'strengthDigit', (pw) => /\p{Nd}/u.test(pw)],
  ['special', 'strengthSpecial', (pw) => /[^\p{L}\p{N}\s]/u.test(pw)],
];

/** Scores a password on five criteria: fewer than 3 met is 'Muito fraca', 3 or 4 'Fraca', 5 'Forte'. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria = tests.map(([id, key, test]) => ({
    id,
    label: m[key],
    code: `validation.${key}` as const,
    met: test(password),
  }));
  const metCount = criteria.filter((c) => c.met).length;
  const levelKey = metCount < 3 ? 'strengthVeryWeak' : metCount < 5 ? 'strengthWeak' : 'strengthStrong';
  return { criteria, metCount, level: m[levelKey], levelCode: `validation.${levelKey}` };
}
