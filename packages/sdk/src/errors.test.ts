import { describe, expect, it } from 'vitest';
import { PostifyApiError, retryTransientFailure } from './errors';

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
