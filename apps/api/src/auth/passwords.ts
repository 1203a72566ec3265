import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). */
export const passwordHashOptions = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

// Verifying against this when the account does not exist keeps the answer time the same.
let dummyHash: Promise<string> | null = null;

/** Checks a password against a stored hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('postify-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
