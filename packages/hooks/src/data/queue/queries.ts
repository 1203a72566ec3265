import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';

/**
 * Query keys of the queue. The queue's entries sit under the posts' keys, so whatever refreshes the posts
 * (a post created, edited, deleted) refreshes the queue too; the slots sit under the accounts'.
 */
export const queueKeys = {
  slots: (project: ProjectScope, accountId: string) =>
    [...postifyKeys.platforms.all(project), 'queue-slots', accountId] as const,
  all: (project: ProjectScope) => [...postifyKeys.posts.all(project), 'queue'] as const,
  entries: (project: ProjectScope, window: QueueWindow) =>
    [
      ...postifyKeys.posts.all(project),
      'queue',
      window.from ?? null,
      window.to ?? null,
      window.accountId ?? null,
    ] as const,
};

/** Which part of the queue to read: a window (now and eight weeks by default) and one account or all. */
export interface QueueWindow {
  from?: string;
  to?: string;
  accountId?: string;
}

/** An account's 'Horários da fila' (`GET /social-media-account/{id}/queue-slots`), in the order of the week. */
export function queueSlotsQueryOptions(client: PostifyClient, project: ProjectScope, accountId: string) {
  return queryOptions<Schemas['QueueSlot'][], PostifyApiError>({
    queryKey: queueKeys.slots(project, accountId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/social-media-account/{id}/queue-slots', {
          params: { path: { id: accountId } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
  });
}

/** The queue slot by slot (`GET /queue`): each slot instant with the post holding it, or free. */
export function queueQueryOptions(client: PostifyClient, project: ProjectScope, window: QueueWindow = {}) {
  return queryOptions<Schemas['QueueEntry'][], PostifyApiError>({
    queryKey: queueKeys.entries(project, window),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/queue', {
          params: {
            query: {
              ...(window.from ? { from: window.from } : {}),
              ...(window.to ? { to: window.to } : {}),
              ...(window.accountId ? { socialMediaAccountId: window.accountId } : {}),
            },
          },
          headers: projectHeaders(project),
          signal,
        }),
      ),
  });
}
