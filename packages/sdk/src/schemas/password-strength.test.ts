import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.js';

describe('passwordStrength', () => {
  it('lists the five criteria in checklist order with pt-BR labels', () => {
    expect(passwordStrength('').criteria).toEqual([
      { id: 'length', code: 'validation.strengthMinLength', label: 'Pelo menos 8 caracteres', met: false },
      { id: 'uppercase', code: 'validation.strengthUppercase', label: 'Uma letra maiúscula', met: false },
      { id: 'lowercase', code: 'validation.strengthLowercase', label: 'Uma letra minúscula', met: false },
      { id: 'digit', code: 'validation.strengthDigit', label: 'Um número', met: false },
      { id: 'special', code: 'validation.strengthSpecial', label: 'Um caractere especial', met: false },
    ]);
  });

  it.each([
    ['', 0, 'Muito fraca'],
    ['abc', 1, 'Muito fraca'],
    ['abcDEF', 2, 'Muito fraca'],
    ['abcDEF1', 3, 'Fraca'],
    ['abcDEF12', 4, 'Fraca'],
    ['abcDEF1!', 5, 'Forte'],
  ])('%j meets %i criteria and is %s', (password, metCount, level) => {
    const result = passwordStrength(password);
    expect(result.metCount).toBe(metCount);
    expect(result.level).toBe(level);
  });
});
