import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Encrypts and decrypts network tokens at rest (AES-256-GCM, a fresh IV per value). */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/**
 * A cipher from `TOKEN_ENCRYPTION_KEY` (32 bytes as 64 hex characters or base64); without one, a key is
 * derived from the JWT secret so development and tests need no extra setting.
 */
export function createTokenCipher(configuredKey: string | null, jwtSecret: string): TokenCipher {
  const key = configuredKey
    ? parseKey(configuredKey)
    : createHash('sha256').update(`postify network tokens v1:${jwtSecret}`).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The 32-byte key of `TOKEN_ENCRYPTION_KEY`; refuses anything else so a typo never weakens the cipher. */
export function parseKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64).');
  return key;
}
