import { type NetworkVersion, validateVersions } from '@postify/sdk/rules';
import type { Db } from '../db/database.js';
import { type FieldViolation, validationError } from '../http/errors.js';
import { postMessages } from '../messages.js';
import { type ProjectAccount, projectAccounts } from './accounts.js';
import type { ScheduleInput } from './form.js';
import type { PostMediaKind } from './media.js';

/**
 * The accounts the schedules name, each checked to belong to the project (400 on the field of every
 * other id, so a client learns nothing about other projects' accounts).
 */
export async function scheduleAccounts(
  db: Db,
  projectId: string,
  schedules: readonly ScheduleInput[],
): Promise<Map<string, ProjectAccount>> {
  const ids = schedules.flatMap((schedule) => schedule.accountIds);
  const found = new Map((await projectAccounts(db, projectId, ids)).map((account) => [account.id, account]));
  const violations: FieldViolation[] = [];
  for (const schedule of schedules) {
    schedule.accountIds.forEach((id, index) => {
      if (!found.has(id))
        violations.push({
          field: `${schedule.field}.socialMediaAccountIds[${index}]`,
          message: postMessages.accountNotInProject,
        });
    });
  }
  if (violations.length > 0) throw validationError(violations);
  return found;
}

/** A draft as the per-network constraint registry reads it. */
export interface NetworkDraftInput {
  caption: string;
  description: string | null;
  kinds: readonly PostMediaKind[];
}

/**
 * Each chosen network's documented limits applied to its own version of the post, and each version's own
 * rules (`validateVersions` of `@postify/sdk`); every problem becomes a field violation with the
 * registry's pt-BR message.
 */
export function networkViolations(
  draft: NetworkDraftInput,
  platformNames: readonly string[],
  versions: readonly NetworkVersion[] = [],
): FieldViolation[] {
  return validateVersions(
    {
      caption: draft.caption,
      ...(draft.description ? { description: draft.description } : {}),
      media: draft.kinds.map((kind) => ({ kind })),
    },
    versions,
    [...new Set(platformNames)],
  ).map((problem) => ({ field: problem.field, message: problem.message }));
}
