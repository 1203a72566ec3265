import { describe, expect, it } from 'vitest';
import { webhookEvents, webhookUrlError, webhookUrlErrorKey } from './webhooks.js';

describe('webhookUrlError', () => {
  it('accepts https URLs', () => {
    expect(webhookUrlError('https://parceiro.exemplo.com.br/hooks', false)).toBeNull();
  });

  it('accepts plain http only to this machine, and only when allowed', () => {
    expect(webhookUrlError('http://localhost:4000/hooks', true)).toBeNull();
    expect(webhookUrlError('http://127.0.0.1:4000/hooks', true)).toBeNull();
    expect(webhookUrlError('http://localhost:4000/hooks', false)).toBe('A URL deve começar com https://');
    expect(webhookUrlError('http://parceiro.exemplo.com.br/hooks', true)).toBe(
      'A URL deve começar com https://',
    );
  });

  it('refuses what is not a web URL', () => {
    expect(webhookUrlError('parceiro.exemplo.com.br', true)).toBe('Informe uma URL válida');
    expect(webhookUrlError('ftp://parceiro.exemplo.com.br', true)).toBe('Informe uma URL válida');
  });

  it('names each refusal by its catalogue key', () => {
    expect(webhookUrlErrorKey('parceiro.exemplo.com.br', true)).toBe('urlInvalid');
    expect(webhookUrlErrorKey('http://parceiro.exemplo.com.br/hooks', true)).toBe('urlHttps');
    expect(webhookUrlErrorKey('https://parceiro.exemplo.com.br/hooks', false)).toBeNull();
  });
});

describe('webhookEvents', () => {
  it('lists the four events with their pt-BR labels', () => {
    expect(webhookEvents.map((e) => [e.type, e.label])).toEqual([
      ['post.published', 'Post publicado'],
      ['post.failed', 'Falha na publicação'],
      ['post.scheduled', 'Post agendado'],
      ['account.disconnected', 'Conta desconectada'],
    ]);
  });
});
