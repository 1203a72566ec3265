import { describe, expect, it } from 'vitest';
import { PostifyApiError } from '../errors.js';
import { validateForNetworks } from '../networks/validate.js';
import { apiKeyViolations } from '../rules/api-keys.js';
import { signUpSchema } from '../schemas/auth.js';
import { checkMediaSelection } from '../schemas/media.js';
import { passwordStrength } from '../schemas/password-strength.js';
import { validate } from '../schemas/result.js';
import {
  catalogueFor,
  createMessages,
  defineMessages,
  englishOf,
  formatIcu,
  localizedErrorMessage,
  localizedFieldMessage,
  networkProblemMessage,
  placeholdersOf,
  resolveBundle,
  sdkBundles,
} from './index.js';

/** The check every package runs on its own bundles: same keys, same placeholders, valid ICU. */
function expectCompleteEnglish(bundles: readonly { namespace: string; 'pt-BR': object; en?: object }[]) {
  for (const bundle of bundles) {
    const pt = bundle['pt-BR'] as Record<string, string>;
    const en = (bundle.en ?? {}) as Record<string, string>;
    expect(Object.keys(en).sort(), `keys of en ${bundle.namespace}`).toEqual(Object.keys(pt).sort());
    for (const key of Object.keys(pt)) {
      expect(placeholdersOf(en[key] ?? ''), `placeholders of ${bundle.namespace}.${key}`).toEqual(
        placeholdersOf(pt[key] ?? ''),
      );
    }
  }
}

describe('the SDK catalogue', () => {
  it('has every pt-BR code in en, with the same placeholders', () => {
    expectCompleteEnglish(sdkBundles);
  });

  it('covers the API key and webhook rules', () => {
    expect(sdkBundles.map((bundle) => bundle.namespace)).toEqual(
      expect.arrayContaining(['apiKey', 'webhook']),
    );
    const [violation] = apiKeyViolations({ name: '', scopes: ['posts:read'] });
    expect(createMessages().format(violation?.code ?? '')).toBe('Dê um nome à chave');
    expect(createMessages('en').format(violation?.code ?? '')).toBe('Give the key a name');
    expect(createMessages('en').format('webhook.event.post.published')).toBe('Post published');
    expect(createMessages().format('webhook.urlHttps')).toBe('A URL deve começar com https://');
  });

  it('fails the check when en misses a key or a placeholder', () => {
    const missing = defineMessages('x', { 'pt-BR': { a: 'A', b: 'B {n}' }, en: { a: 'A' } as never });
    expect(() => expectCompleteEnglish([missing])).toThrow();
    const renamed = defineMessages('x', { 'pt-BR': { b: 'B {n}' }, en: { b: 'B {count}' } });
    expect(() => expectCompleteEnglish([renamed])).toThrow();
  });

  it('keeps pt-BR texts as they were', () => {
    const pt = createMessages();
    expect(pt.format('validation.email')).toBe('Email inválido');
    expect(pt.format('state.resendCodeIn', { seconds: 27 })).toBe('Reenviar código em 27 s');
    expect(pt.format('error.NETWORK_ERROR')).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão.',
    );
  });

  it('speaks English for en and any en-* tag, and pt-BR for other tags', () => {
    expect(createMessages('en').format('validation.captionRequired')).toBe('The caption is required');
    expect(createMessages('en-GB').format('validation.email')).toBe('Invalid e-mail');
    expect(createMessages('es').format('validation.email')).toBe('Email inválido');
  });

  it('lets a partner override any code, in any language, and keeps unknown codes visible', () => {
    const en = createMessages('en', { 'validation.email': 'Please check your e-mail' });
    expect(en.format('validation.email')).toBe('Please check your e-mail');
    expect(en.format('validation.nameRequired')).toBe('Name is required');
    expect(en.format('nope.nothing')).toBe('nope.nothing');
  });

  it('resolves a bundle with the first override layer winning', () => {
    const bundle = defineMessages('demo', { 'pt-BR': { a: 'Olá', b: 'Tchau' }, en: { a: 'Hi', b: 'Bye' } });
    expect(
      resolveBundle(bundle, 'en', [{ 'demo.a': 'Prop' }, { 'demo.a': 'Provider', 'demo.b': 'P' }]),
    ).toEqual({
      a: 'Prop',
      b: 'P',
    });
    expect(resolveBundle(bundle, undefined)).toEqual({ a: 'Olá', b: 'Tchau' });
    // English carried by a provider (the bundle itself pt-BR only), under the overrides.
    const ptOnly = defineMessages('demo', { 'pt-BR': { a: 'Olá', b: 'Tchau' } });
    const english = englishOf({ namespace: 'demo', en: { a: 'Hi', b: 'Bye' } });
    expect(resolveBundle(ptOnly, 'en', [{ 'demo.b': 'See you' }], english)).toEqual({
      a: 'Hi',
      b: 'See you',
    });
    expect(resolveBundle(ptOnly, 'pt-BR', [], english)).toEqual({ a: 'Olá', b: 'Tchau' });
    expect(catalogueFor('en', [ptOnly], {}, english).format('demo.a')).toBe('Hi');
  });
});

describe('formatIcu', () => {
  const msg = '{count, plural, =0 {Nenhuma conta} one {# conta} other {# contas}}';
  it('chooses plural forms by locale, with exact matches first', () => {
    expect(formatIcu(msg, { count: 0 }, 'pt-BR')).toBe('Nenhuma conta');
    expect(formatIcu(msg, { count: 1 }, 'pt-BR')).toBe('1 conta');
    expect(formatIcu(msg, { count: 2350 }, 'pt-BR')).toBe('2.350 contas');
    const en = '{count, plural, one {# account} other {# accounts}}';
    expect(formatIcu(en, { count: 1 }, 'en')).toBe('1 account');
    expect(formatIcu(en, { count: 2350 }, 'en')).toBe('2,350 accounts');
  });

  it('formats select, number, nested arguments and ordinals', () => {
    expect(
      formatIcu('{kind, select, video {vídeo} other {imagem}} de {who}', { kind: 'video', who: 'Ana' }),
    ).toBe('vídeo de Ana');
    expect(formatIcu('{n, number} itens', { n: 63206 })).toBe('63.206 itens');
    expect(formatIcu('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, 'en')).toBe(
      '22nd',
    );
  });

  it('prints plain values as given and leaves missing ones visible', () => {
    expect(formatIcu('Template #{number}', { number: 1234 })).toBe('Template #1234');
    expect(formatIcu('Dígito {index} de {count}', { index: 1 })).toBe('Dígito 1 de {count}');
  });

  it('keeps apostrophes and quotes braces the ICU way', () => {
    expect(formatIcu("You can't undo this, {name}", { name: 'Ana' })).toBe("You can't undo this, Ana");
    expect(formatIcu("Use '{braces}' and ''quotes''", {})).toBe("Use {braces} and 'quotes'");
  });

  it('refuses a malformed message and lists placeholders', () => {
    expect(() => formatIcu('{count, plural, one {x}}', { count: 1 })).toThrow(SyntaxError);
    expect(placeholdersOf('{a} {b, plural, one {{c}} other {#}}')).toEqual(['a', 'b', 'c']);
  });
});

describe('SDK texts through the catalogue', () => {
  const en = createMessages('en');

  it('resolves the schemas’ codes at display time', () => {
    const values = { name: '', email: 'x', phone: '1', password: 'a', confirmPassword: 'b' };
    const pt = validate(signUpSchema, values);
    const english = validate(signUpSchema, values, en);
    expect(pt.errors.name).toBe('Nome é obrigatório');
    expect(pt.errors.email).toBe('Email inválido');
    expect(english.errors.name).toBe('Name is required');
    expect(english.errors.email).toBe('Invalid e-mail');
  });

  it('gives network problems in English from their code and values', () => {
    const problems = validateForNetworks(
      { caption: 'x'.repeat(2300), media: Array.from({ length: 12 }, () => ({ kind: 'image' as const })) },
      ['instagram'],
    ).instagram;
    expect(problems?.map((problem) => problem.message)).toEqual([
      'A legenda tem 2.300 caracteres; o Instagram aceita até 2.200.',
      'O post tem 12 imagens; o Instagram aceita até 10.',
    ]);
    expect(problems?.map((problem) => networkProblemMessage(problem, en))).toEqual([
      'The caption has 2,300 characters; Instagram accepts up to 2,200.',
      'The post has 12 images; Instagram accepts up to 10.',
    ]);
  });

  it('codes media refusals and password strength labels', () => {
    const refused = checkMediaSelection([], [{ type: 'text/plain' }]);
    expect(refused).toMatchObject({ ok: false, error: 'Apenas imagens e vídeos são aceitos.' });
    if (!refused.ok) expect(en.format(refused.code)).toBe('Only images and videos are accepted.');
    const strength = passwordStrength('abc');
    expect(en.format(strength.levelCode)).toBe('Very weak');
    expect(strength.criteria.map((c) => en.format(c.code))[0]).toBe('At least 8 characters');
  });

  it('maps API error codes to the catalogue outside pt-BR, keeping the server’s pt-BR message in pt-BR', () => {
    const forbidden = new PostifyApiError({ status: 403, code: 'FORBIDDEN', message: 'Você não pode.' });
    expect(localizedErrorMessage(forbidden, createMessages())).toBe('Você não pode.');
    expect(localizedErrorMessage(forbidden, en)).toBe('You are not allowed to do this');
    const odd = new PostifyApiError({ status: 418, code: 'TEAPOT', message: 'Sou um bule' });
    expect(localizedErrorMessage(odd, en)).toBe('Could not process the request');
    const overridden = createMessages('pt-BR', { 'error.FORBIDDEN': 'Sem acesso' });
    expect(localizedErrorMessage(forbidden, overridden)).toBe('Sem acesso');
    const invalid = new PostifyApiError({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos',
      details: [{ field: 'name', message: 'Nome é obrigatório' }],
    });
    expect(localizedErrorMessage(invalid, en)).toBe('Name is required');
    expect(localizedFieldMessage(invalid, 'name', en)).toBe('Name is required');
    expect(localizedErrorMessage(new TypeError('boom'), en)).toBe('Could not process the request');
  });
});
