import { type PasswordStrength, passwordStrength } from '@postify/sdk/schemas';
import { useMemo } from 'react';

/** The live strength checklist of a password: five criteria, how many are met and the level. */
export function usePasswordStrength(password: string): PasswordStrength {
  return useMemo(() => passwordStrength(password), [password]);
}
