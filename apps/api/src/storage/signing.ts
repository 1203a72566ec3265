import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

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

/** Signatures remembered at most: a few megabytes, more links than a busy minute signs. */
const rememberedSignatures = 20_000;

/**
 * Creates the signer; a key of its own keeps blob signatures apart from access tokens. The key is derived
 * once, as a `KeyObject` (checked once, not on every signature), and the signatures of recent grants are
 * remembered: links that expire on a whole minute (the posts' media) sign the same grant many times over,
 * a calendar week 400 of them per read.
 */
export function createBlobSigner(secret: string): BlobSigner {
  const key = createSecretKey(createHmac('sha256', secret).update('postify storage blob urls v1').digest());
  const remembered = new Map<string, string>();
  const sign = (grant: BlobGrant) => {
    const text = message(grant);
    let signature = remembered.get(text);
    if (signature === undefined) {
      signature = createHmac('sha256', key).update(text).digest('hex');
      if (remembered.size >= rememberedSignatures) remembered.clear();
      remembered.set(text, signature);
    }
    return signature;
  };
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
