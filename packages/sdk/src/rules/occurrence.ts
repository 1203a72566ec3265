import { stateMessages as m } from '../messages.js';
import type { Schemas } from '../types.js';

/** What a user can do with one occurrence of a post (a schedule: one account at one time). */
export type OccurrenceAction = 'retry' | 'reconnect' | 'cancel';

/** The fields of a schedule the occurrence rules read. */
export interface OccurrenceState {
  status: Schemas['Schedule']['status'];
  socialMediaAccount: Pick<Schemas['Schedule']['socialMediaAccount'], 'status'>;
}

/**
 * The actions an occurrence offers: a waiting one can be cancelled; a failed one can be retried while
 * its account is connected. Either asks for the account to be connected again when it expired or was
 * revoked (a waiting one would fail when due, a retry would fail the same way). Posted ones and ones
 * being published offer nothing.
 */
export function occurrenceActions(occurrence: OccurrenceState): OccurrenceAction[] {
  const connected = occurrence.socialMediaAccount.status === 'ACTIVE';
  if (occurrence.status === 'SCHEDULED') return connected ? ['cancel'] : ['reconnect', 'cancel'];
  if (occurrence.status !== 'FAILED') return [];
  return connected ? ['retry'] : ['reconnect'];
}

/**
 * Why `action` is refused for the occurrence, in pt-BR, or null when it is allowed: the API answers
 * 409 with this text, and the UI never offers a refused action.
 */
export function occurrenceRefusal(
  occurrence: OccurrenceState,
  action: Exclude<OccurrenceAction, 'reconnect'>,
): string | null {
  if (occurrenceActions(occurrence).includes(action)) return null;
  if (action === 'cancel')
    return occurrence.status === 'PUBLISHING' ? m.occurrenceCancelPublishing : m.occurrenceCancelDone;
  return occurrence.status === 'FAILED' ? m.occurrenceRetryReconnect : m.occurrenceRetryNotFailed;
}
