import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed blob URL allows: one method on one file (or one part of it) until `expires`. */
export interface BlobGrant {
  method: 'GET' | 'PUT';
  fileId: string;
  /** Part number of a multipart upload; absent for the whole file. */
  partNumber?: number;
  /** The file's thumbnail instead of its bytes. */
  variant?: 'thumbnail';
  /** Unix seconds. */
  expires: number;
}

/** HMAC-SHA256 signer of the local driver's blob URLs; its key is derived from the server secret. */
export interface BlobSigner {
  sign(grant: BlobGrant): string;
  /** True when `signature` is this grant's and the grant has not expired at `nowMs`. */
  verify(grant: BlobGrant, signature: string, nowMs?: number): boolean;
}

function message(grant: BlobGrant): string {
  const parts = [grant.method, grant.fileId.toLowerCase(), grant.partNumber ?? '', grant.expires];
  // Appended only when set, so the links of the bytes themselves sign exactly as before.
  return (grant.variant ? [...parts, grant.variant] : parts).join('\n');
}

/** Creates the signer; a key of its own keeps blob signatures apart from access tokens. */
export function createBlobSigner(secret: string): BlobSigner {
  const key = createHmac('sha256', secret).update('postify storage blob urls v1').digest();
  const sign = (grant: BlobGrant) => createHmac('sha256', key).update(message(grant)).digest('hex');
  return {
    sign,
    verify(grant, signature, nowMs = Date.now()) {
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      const expected = Buffer.from(sign(grant), 'hex');
      const given = Buffer.from(signature, 'hex');
      // Compared in constant time first, so a wrong signature and an expired one cost the same.
      const matches = timingSafeEqual(expected, given);
      return matches && grant.expires * 1000 > nowMs;
    },
  };
}
