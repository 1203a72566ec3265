import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';
import { postifyKeys } from '../core/keys.js';

type Project = Schemas['Project'];

/** The user's projects (`GET /projects`), cached as the list itself. */
export function projectsQueryOptions(client: PostifyClient) {
  return queryOptions<Project[], PostifyApiError>({
    queryKey: postifyKeys.projects.list(),
    queryFn: async ({ signal }) => (await unwrap(client.GET('/projects', { signal }))).projects,
  });
}

/** One project (`GET /projects/{id}`). */
export function projectQueryOptions(client: PostifyClient, id: string) {
  return queryOptions<Project, PostifyApiError>({
    queryKey: postifyKeys.projects.detail(id),
    queryFn: ({ signal }) => unwrap(client.GET('/projects/{id}', { params: { path: { id } }, signal })),
  });
}

/** How many projects the plan allows (`GET /projects/limits`). */
export function projectLimitsQueryOptions(client: PostifyClient) {
  return queryOptions<Schemas['ProjectLimits'], PostifyApiError>({
    queryKey: postifyKeys.projects.limits(),
    queryFn: ({ signal }) => unwrap(client.GET('/projects/limits', { signal })),
  });
}

/** How many social accounts a project may link (`GET /projects/{id}/account-limits`). */
export function accountLimitsQueryOptions(client: PostifyClient, id: string) {
  return queryOptions<Schemas['AccountLimits'], PostifyApiError>({
    queryKey: postifyKeys.projects.accountLimits(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/projects/{id}/account-limits', { params: { path: { id } }, signal })),
  });
}

/** A project's members (`GET /projects/{id}/members`). */
export function membersQueryOptions(client: PostifyClient, id: string) {
  return queryOptions<Schemas['Member'][], PostifyApiError>({
    queryKey: postifyKeys.projects.members(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/projects/{id}/members', { params: { path: { id } }, signal })),
  });
}

/** A project's invites (`GET /projects/{id}/invites`). */
export function invitesQueryOptions(client: PostifyClient, id: string) {
  return queryOptions<Schemas['Invite'][], PostifyApiError>({
    queryKey: postifyKeys.projects.invites(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/projects/{id}/invites', { params: { path: { id } }, signal })),
  });
}
