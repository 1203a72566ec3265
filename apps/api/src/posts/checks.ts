import { type NetworkProblem, networkRules, validateForNetworks } from '@postify/sdk/rules';
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

/** The form field a network problem is about. */
function problemField(problem: NetworkProblem): string {
  if (problem.code === 'too-many-hashtags') return 'caption';
  if (problem.code !== 'text-too-long') return 'media';
  const description = networkRules[problem.network].texts.find((rule) => rule.field === 'description');
  return description && description.max.value === problem.limit ? 'description' : 'caption';
}

/**
 * Each chosen network's documented limits (`validateForNetworks` of `@postify/sdk`) applied to the
 * post; every problem becomes a field violation with the registry's pt-BR message.
 */
export function networkViolations(
  draft: NetworkDraftInput,
  platformNames: readonly string[],
): FieldViolation[] {
  const problems = validateForNetworks(
    {
      caption: draft.caption,
      ...(draft.description ? { description: draft.description } : {}),
      media: draft.kinds.map((kind) => ({ kind })),
    },
    [...new Set(platformNames)],
  );
  return Object.values(problems).flatMap((list) =>
    (list ?? []).map((problem) => ({
      field: problemField(problem),
      message: problem.message,
    })),
  );
}
