import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes unless `ACCESS_TOKEN_SECONDS` says otherwise. */
export const defaultAccessTokenSeconds = 15 * 60;
const issuer = 'postify-api';

/** What a valid access token says: its user and the session (refresh-token family) it belongs to. */
export interface AccessClaims {
  userId: string;
  sessionId: string | null;
}

/** Signs and verifies short-lived HS256 access tokens. */
export interface AccessTokens {
  /** Signs a token for `userId`; `sessionId` (the `sid` claim) lets the server refuse it once the session ends. */
  sign(userId: string, sessionId?: string): Promise<{ token: string; expiresAt: Date }>;
  /** The claims, or null when the token is invalid or expired. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Creates the access-token service for one secret; tokens expire `lifetimeSeconds` after signing. */
export function createAccessTokens(
  secret: string,
  now: () => Date = () => new Date(),
  lifetimeSeconds: number = defaultAccessTokenSeconds,
): AccessTokens {
  // Imported once: handed the raw bytes, jose imports a WebCrypto key on every call, which doubled the cost
  // of verifying the token each authenticated request carries (bench/README.md).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(userId, sessionId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + lifetimeSeconds) * 1000);
      const token = await new SignJWT(sessionId ? { typ: 'access', sid: sessionId } : { typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(await key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
