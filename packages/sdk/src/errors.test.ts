import { describe, expect, it } from 'vitest';
import { errorMessage, errorNotice, PostifyApiError, retryTransientFailure } from './errors.js';

const failure = (status: number) => new PostifyApiError({ status, code: 'X', message: 'falhou' });

describe('retryTransientFailure', () => {
  it('retries no connection, timeouts, rate limits and server errors up to three times', () => {
    for (const status of [0, 408, 429, 500, 503]) {
      expect(retryTransientFailure(0, failure(status))).toBe(true);
      expect(retryTransientFailure(2, failure(status))).toBe(true);
      expect(retryTransientFailure(3, failure(status))).toBe(false);
    }
  });

  it('takes a client error or a non-API error as final', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(retryTransientFailure(0, failure(status))).toBe(false);
    }
    expect(retryTransientFailure(0, new TypeError('bug'))).toBe(false);
  });
});

describe('errorMessage', () => {
  it("shows the server's pt-BR message, or the envelope's default when the server sent none", () => {
    expect(errorMessage(failure(409), 'Erro ao salvar')).toBe('falhou');
    expect(errorMessage(new PostifyApiError({ status: 500, code: 'X' }), 'Erro ao salvar')).toBe(
      'Erro ao processar a requisição',
    );
  });

  it("shows another error's own message, and the fallback for an empty error or a thrown non-error", () => {
    expect(errorMessage(new Error('Arquivo grande demais'), 'Erro ao enviar')).toBe('Arquivo grande demais');
    expect(errorMessage(new Error(''), 'Erro ao enviar')).toBe('Erro ao enviar');
    expect(errorMessage('boom', 'Erro ao enviar')).toBe('Erro ao enviar');
    expect(errorMessage(undefined)).toBe('Erro ao processar a requisição');
  });
});

describe('errorNotice', () => {
  it("titles the shared toast 'Erro ao processar a requisição' with the server's message beneath", () => {
    expect(errorNotice(failure(409))).toEqual({
      title: 'Erro ao processar a requisição',
      description: 'falhou',
    });
  });

  it('leaves the description out when the server said nothing new', () => {
    expect(errorNotice(new PostifyApiError({ status: 500, code: 'X' }))).toEqual({
      title: 'Erro ao processar a requisição',
    });
    expect(errorNotice('boom')).toEqual({ title: 'Erro ao processar a requisição' });
  });

  it("takes the catalogue's title and fallback of a named failure ('Erro' / 'Erro ao carregar subscription')", () => {
    const named = { title: 'Erro', fallback: 'Erro ao carregar subscription' };
    expect(errorNotice(failure(500), named)).toEqual({ title: 'Erro', description: 'falhou' });
    expect(errorNotice(new TypeError(''), named)).toEqual({
      title: 'Erro',
      description: 'Erro ao carregar subscription',
    });
  });
});
