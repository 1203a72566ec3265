import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  onboardingCodeSchema,
  onboardingPhoneSchema,
  passwordConfirmationSchema,
  resetPasswordSchema,
  signInCodeSchema,
  signInSchema,
  signUpSchema,
} from './auth.js';
import { passwordSchema } from './fields.js';
import { validate } from './result.js';

const strong = 'Segura#2026';

describe('sign-in', () => {
  it('refuses an invalid e-mail and an empty password with the spec messages', () => {
    expect(validate(signInSchema, { email: 'ana@', password: '' }).errors).toEqual({
      email: 'Email inválido',
      password: 'Senha é obrigatória',
    });
  });

  it('accepts any non-empty password at sign-in (rules apply only when one is chosen)', () => {
    expect(validate(signInSchema, { email: 'ana@exemplo.com.br', password: 'x' }).success).toBe(true);
  });

  it('asks for exactly six digits in the code step', () => {
    expect(validate(signInCodeSchema, { otp: '12345' }).errors.otp).toBe('Digite o código de 6 dígitos');
    expect(validate(signInCodeSchema, { otp: '12a456' }).success).toBe(false);
    expect(validate(signInCodeSchema, { otp: '123456' }).success).toBe(true);
  });
});

describe('password rules', () => {
  const messageFor = (password: string) => validate(passwordSchema, password).errors[''];

  it.each([
    ['Ab#1', 'A senha deve ter no mínimo 8 caracteres'],
    [`Ab#1${'x'.repeat(61)}`, 'A senha deve ter no máximo 64 caracteres'],
    ['segura#2026', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['SEGURA#2026', 'A senha deve conter pelo menos uma letra minúscula'],
    ['Segura#Forte', 'A senha deve conter pelo menos um número'],
    ['Segura2026', 'A senha deve conter pelo menos um caractere especial'],
  ])('refuses %j with “%s”', (password, message) => {
    expect(messageFor(password)).toBe(message);
  });

  it('accepts a password meeting every rule, including accented letters', () => {
    expect(validate(passwordSchema, strong).success).toBe(true);
    expect(validate(passwordSchema, 'Ção!2026x').success).toBe(true);
  });

  it('accepts exactly 8 and exactly 64 characters', () => {
    expect(validate(passwordSchema, 'Ab#12345').success).toBe(true);
    expect(validate(passwordSchema, `Ab#1${'x'.repeat(60)}`).success).toBe(true);
  });
});

describe('sign-up', () => {
  it('reports every field with its own message', () => {
    const result = validate(signUpSchema, {
      name: '  ',
      email: 'x',
      phone: '',
      password: 'abc',
      confirmPassword: 'abd',
    });
    expect(result.errors).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email inválido',
      phone: 'Telefone é obrigatório',
      password: 'A senha deve ter no mínimo 8 caracteres',
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it('accepts a complete form and trims the name', () => {
    const result = validate(signUpSchema, {
      name: ' Ana Souza ',
      email: 'ana@exemplo.com',
      phone: '11987654321',
      password: strong,
      confirmPassword: strong,
    });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Ana Souza');
  });
});

describe('password reset', () => {
  it('needs the e-mail first', () => {
    expect(validate(forgotPasswordSchema, { email: '' }).errors.email).toBe('Email inválido');
  });

  it('needs a code of exactly 6 characters and matching passwords', () => {
    const base = { password: strong, confirmPassword: strong };
    expect(validate(resetPasswordSchema, { ...base, otp: '12345' }).errors.otp).toBe('Código inválido');
    expect(validate(resetPasswordSchema, { ...base, otp: '1234567' }).errors.otp).toBe('Código inválido');
    expect(validate(resetPasswordSchema, { ...base, otp: 'A1B2C3' }).success).toBe(true);
    expect(
      validate(resetPasswordSchema, { otp: '123456', password: strong, confirmPassword: 'Outra#2026' })
        .errors,
    ).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });
});

describe('password change', () => {
  it('asks for the current password besides a valid new one and its confirmation', () => {
    expect(
      validate(changePasswordSchema, { currentPassword: '', password: strong, confirmPassword: strong })
        .errors,
    ).toEqual({ currentPassword: 'Informe a senha atual' });
    expect(
      validate(changePasswordSchema, {
        currentPassword: 'Antiga@2025',
        password: strong,
        confirmPassword: strong,
      }).success,
    ).toBe(true);
  });
});

describe('onboarding', () => {
  it('asks for the 6-digit code', () => {
    expect(validate(onboardingCodeSchema, { otp: '123' }).errors.otp).toBe('Digite o código de 6 dígitos');
    expect(validate(onboardingCodeSchema, { otp: '123456' }).success).toBe(true);
  });

  it('asks for a phone of at least 10 characters', () => {
    expect(validate(onboardingPhoneSchema, { phone: '119876543' }).errors.phone).toBe(
      'Digite um telefone válido',
    );
    expect(validate(onboardingPhoneSchema, { phone: '1198765432' }).success).toBe(true);
  });

  it('checks the new password and its confirmation', () => {
    expect(validate(passwordConfirmationSchema, { password: strong, confirmPassword: strong }).success).toBe(
      true,
    );
    expect(validate(passwordConfirmationSchema, { password: strong, confirmPassword: '' }).errors).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });
});
