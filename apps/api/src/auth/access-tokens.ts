import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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
  verify(token: string): AccessClaims | null;
}

/** Creates the access-token service for one secret; tokens expire `lifetimeSeconds` after signing. */
export function createAccessTokens(
  secret: string,
  now: () => Date = () => new Date(),
  lifetimeSeconds: number = defaultAccessTokenSeconds,
): AccessTokens {
  // Signing (sign-in, refresh) goes through jose. Verifying runs on every authenticated call, and jose's
  // WebCrypto verification is a job on libuv's thread pool: a hop each way and a promise per call, the
  // largest share of `GET /users/me` beyond its queries (bench/README.md). HS256 is one HMAC, computed here
  // synchronously with the key imported once.
  const signingKey = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const verifyingKey = createSecretKey(Buffer.from(secret, 'utf8'));
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
        .sign(await signingKey);
      return { token, expiresAt };
    },
    verify(token) {
      const claims = verifiedPayload(token, verifyingKey);
      if (!claims) return null;
      const seconds = now().getTime() / 1000;
      if (claims.iss !== issuer || claims.typ !== 'access' || typeof claims.sub !== 'string') return null;
      if (typeof claims.exp !== 'number' || claims.exp <= seconds) return null;
      if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) return null;
      return { userId: claims.sub, sessionId: typeof claims.sid === 'string' ? claims.sid : null };
    },
  };
}

const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * The payload of a compact HS256 JWS whose signature `key` made, or null. Strict where a lenient parser
 * could be tricked: the header must say exactly HS256 with no critical extensions, every part must be
 * unpadded base64url, and the signature is compared in constant time in its canonical encoding.
 */
function verifiedPayload(token: string, key: KeyObject): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => base64url.test(part))) return null;
  const [header = '', payload = '', signature = ''] = parts;
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const decodedHeader = parseJsonObject(header);
  if (decodedHeader?.alg !== 'HS256' || 'crit' in decodedHeader || 'b64' in decodedHeader) return null;
  return parseJsonObject(payload);
}

function parseJsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
