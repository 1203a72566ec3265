import { describe, expect, it } from 'vitest';
import {
  contactSchema,
  folderNameSchema,
  projectSchema,
  renameSchema,
  templateSchema,
  waitingListSchema,
} from './forms.js';
import { validate } from './result.js';

describe('waiting list', () => {
  it('requires name, a valid e-mail and how the visitor found the platform', () => {
    expect(validate(waitingListSchema, { name: '', email: 'a', howDiscovered: ' ' }).errors).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email inválido',
      howDiscovered: 'Por favor, conte como conheceu a plataforma',
    });
    expect(
      validate(waitingListSchema, { name: 'Ana', email: 'ana@exemplo.com', howDiscovered: 'Instagram' })
        .success,
    ).toBe(true);
  });
});

describe('contact', () => {
  it('requires all three fields', () => {
    expect(validate(contactSchema, { name: '', email: '', message: '' }).errors).toEqual({
      name: 'Nome é obrigatório',
      email: 'Email inválido',
      message: 'Mensagem é obrigatória',
    });
  });
});

describe('project form', () => {
  const valid = { name: 'Loja da Ana', description: 'Posts da loja de roupas' };

  it.each([
    [{ ...valid, name: '' }, 'name', 'Nome do projeto é obrigatório'],
    [{ ...valid, name: 'ab' }, 'name', 'Nome deve ter pelo menos 3 caracteres'],
    [{ ...valid, name: 'a'.repeat(101) }, 'name', 'Nome deve ter no máximo 100 caracteres'],
    [
      { ...valid, name: 'Loja #1' },
      'name',
      'Nome pode conter apenas letras, números, espaços, hífens e underscores',
    ],
    [{ ...valid, description: '' }, 'description', 'Descrição é obrigatória'],
    [{ ...valid, description: 'curta' }, 'description', 'Descrição deve ter pelo menos 10 caracteres'],
    [
      { ...valid, description: 'd'.repeat(501) },
      'description',
      'Descrição deve ter no máximo 500 caracteres',
    ],
  ])('refuses %j on %s with “%s”', (value, field, message) => {
    expect(validate(projectSchema, value).errors[field]).toBe(message);
  });

  it('accepts letters with accents, digits, hyphens and underscores', () => {
    expect(validate(projectSchema, { ...valid, name: 'Promoção_2026 - Verão' }).success).toBe(true);
    expect(validate(projectSchema, { name: 'a'.repeat(100), description: 'd'.repeat(500) }).success).toBe(
      true,
    );
  });
});

describe('template form', () => {
  it('requires only the caption', () => {
    expect(validate(templateSchema, { caption: '   ' }).errors).toEqual({
      caption: 'A legenda é obrigatória',
    });
    expect(validate(templateSchema, { caption: 'Novidade na loja' }).success).toBe(true);
  });
});

describe('storage names', () => {
  it('refuses a folder name made of spaces', () => {
    expect(validate(folderNameSchema, { name: '   ' }).errors.name).toBe('O nome da pasta é obrigatório');
    expect(validate(folderNameSchema, { name: ' Fotos ' }).data).toEqual({ name: 'Fotos' });
  });

  it('refuses an empty new name on rename', () => {
    expect(validate(renameSchema, { newName: '' }).errors.newName).toBe('O novo nome é obrigatório');
    expect(validate(renameSchema, { newName: 'capa.png' }).success).toBe(true);
  });
});
