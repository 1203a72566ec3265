import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/auth/access-tokens.js';

// The bearer check verifies HS256 itself (src/auth/access-tokens.ts): these are the forgeries a lenient
// verifier lets through, each refused.
const secret = 'a-test-secret-of-thirty-two-bytes!';
const tokens = createAccessTokens(secret);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, payload: unknown, key = secret) => {
  const body = `${encode(header)}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};
const inAMinute = () => Math.floor(Date.now() / 1000) + 60;
const claims = () => ({
  typ: 'access',
  sub: 'user-1',
  sid: 'family-1',
  iss: 'postify-api',
  exp: inAMinute(),
});

describe('access tokens', () => {
  it('reads back what it signed', async () => {
    const { token } = await tokens.sign('user-1', 'family-1');
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'family-1' });
    expect(tokens.verify(signed({ alg: 'HS256', typ: 'JWT' }, claims()))).toEqual({
      userId: 'user-1',
      sessionId: 'family-1',
    });
  });

  it('refuses a changed payload, another key, and a signature in a non-canonical encoding', async () => {
    const { token } = await tokens.sign('user-1', 'family-1');
    const [header, , signature] = token.split('.');
    expect(tokens.verify(`${header}.${encode({ ...claims(), sub: 'user-2' })}.${signature}`)).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, claims(), 'another-secret-of-thirty-two-byte'))).toBeNull();
    expect(tokens.verify(`${token}=`)).toBeNull();
    expect(tokens.verify(`${token}A`)).toBeNull();
    expect(tokens.verify(token.replace(/\.[^.]+$/, '.'))).toBeNull();
    expect(tokens.verify(`${token}.${signature}`)).toBeNull();
  });

  it('refuses other algorithms and critical extensions', () => {
    const unsigned = `${encode({ alg: 'none' })}.${encode(claims())}.`;
    expect(tokens.verify(unsigned)).toBeNull();
    expect(tokens.verify(signed({ alg: 'none' }, claims()))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS512' }, claims()))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256', crit: ['exp'] }, claims()))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256', b64: false }, claims()))).toBeNull();
  });

  it('refuses expired, not yet valid, foreign and other kinds of tokens', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims(), exp: now - 1 }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims(), exp: undefined }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims(), exp: String(inAMinute()) }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims(), nbf: now + 60 }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims(), iss: 'someone-else' }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims(), typ: 'refresh' }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims(), sub: 42 }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, ['not', 'an', 'object']))).toBeNull();
    expect(tokens.verify('not-a-token')).toBeNull();
  });
});
