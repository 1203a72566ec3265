import type { ApiKeyScope } from '@postify/sdk/rules';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Browser tokens live 15 minutes, like Stripe's ephemeral keys: long enough for a page, short if leaked. */
export const browserTokenSeconds = 15 * 60;
const issuer = 'postify-api';

/** What a valid browser token says: the key it was exchanged for, its project and scopes. */
export interface BrowserTokenClaims {
  keyId: string;
  projectId: string;
  scopes: ApiKeyScope[];
}

/** Signs and verifies browser tokens (HS256, `typ: browser`, so they are never taken for a user's token). */
export interface BrowserTokens {
  sign(claims: BrowserTokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims, or null when the token is not a valid, unexpired browser token. */
  verify(token: string): Promise<BrowserTokenClaims | null>;
}

/** Creates the browser-token service for one secret (the JWT secret of the access tokens). */
export function createBrowserTokens(secret: string, now: () => Date = () => new Date()): BrowserTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ keyId, projectId, scopes }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const token = await new SignJWT({ typ: 'browser', pid: projectId, scp: scopes })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(keyId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + browserTokenSeconds)
        .sign(key);
      return { token, expiresAt: new Date((issuedAt + browserTokenSeconds) * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (payload.typ !== 'browser' || typeof payload.sub !== 'string' || typeof payload.pid !== 'string')
          return null;
        if (!Array.isArray(payload.scp)) return null;
        return { keyId: payload.sub, projectId: payload.pid, scopes: payload.scp as ApiKeyScope[] };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
