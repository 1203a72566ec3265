import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes unless `ACCESS_TOKEN_SECONDS` says otherwise. */
export const defaultAccessTokenSeconds = 15 * 60;
const issuer = 'postify-api';

/** Signs and verifies short-lived HS256 access tokens. */
export interface AccessTokens {
  sign(userId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The user id, or null when the token is invalid or expired. */
  verify(token: string): Promise<string | null>;
}

/** Creates the access-token service for one secret; tokens expire `lifetimeSeconds` after signing. */
export function createAccessTokens(
  secret: string,
  now: () => Date = () => new Date(),
  lifetimeSeconds: number = defaultAccessTokenSeconds,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + lifetimeSeconds) * 1000);
      const token = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
