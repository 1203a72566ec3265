import { type NetworkId, type NetworkVersion, networkIds } from '@postify/sdk/rules';
import type { PostVersionRow } from '../db/schema.js';
import type { FieldViolation } from '../http/errors.js';
import { postMessages } from '../messages.js';

const isNetworkId = (value: unknown): value is NetworkId =>
  typeof value === 'string' && (networkIds as readonly string[]).includes(value);

/**
 * Reads the `versions` form field (JSON text of the contract's `PostVersion[]`). Its shape is checked
 * here; what a version may say (a caption, an order of every media, a first comment where the network has
 * one, each network's limits) is `validateVersions` of `@postify/sdk`, run once the media are known.
 */
export function parseVersions(text: string, violations: FieldViolation[]): NetworkVersion[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    violations.push({ field: 'versions', message: postMessages.invalidJson });
    return [];
  }
  if (!Array.isArray(value)) {
    violations.push({ field: 'versions', message: postMessages.invalidJson });
    return [];
  }
  const versions: NetworkVersion[] = [];
  value.forEach((item: unknown, index) => {
    const field = `versions[${index}]`;
    const record = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (!isNetworkId(record.network)) {
      violations.push({ field: `${field}.network`, message: postMessages.versionNetworkUnknown });
      return;
    }
    const order = record.mediaOrder;
    if (order != null && !(Array.isArray(order) && order.every((i) => Number.isInteger(i)))) {
      violations.push({ field: `${field}.mediaOrder`, message: postMessages.invalidJson });
      return;
    }
    const comment = record.firstComment;
    if (comment != null && typeof comment !== 'string') {
      violations.push({ field: `${field}.firstComment`, message: postMessages.invalidJson });
      return;
    }
    const caption = typeof record.caption === 'string' ? record.caption.trim() : '';
    const firstComment = typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : null;
    versions.push({
      network: record.network,
      caption,
      mediaOrder: Array.isArray(order) ? (order as number[]) : null,
      firstComment,
    });
  });
  return versions;
}

/** The stored versions, as the SDK's rules read them. */
export const storedVersions = (rows: readonly PostVersionRow[]): NetworkVersion[] =>
  rows.filter((row): row is PostVersionRow & { network: NetworkId } => isNetworkId(row.network));

/** The versions as `posts.versions` keeps them. */
export const versionsColumn = (versions: readonly NetworkVersion[]): string =>
  JSON.stringify(
    versions.map((version) => ({
      network: version.network,
      caption: version.caption,
      mediaOrder: version.mediaOrder ?? null,
      firstComment: version.firstComment ?? null,
    })),
  );
