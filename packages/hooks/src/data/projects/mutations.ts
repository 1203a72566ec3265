import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CurrentProjectStore } from '../core/current-project-store.js';
import { postifyKeys } from '../core/keys.js';
import { replaceProject, updateProjectList } from './cache.js';
import { fallbackProject } from './selection.js';

type Project = Schemas['Project'];
type Member = Schemas['Member'];
type Invite = Schemas['Invite'];

/** Creates a project (`POST /projects`): added to the list, made current when none is, limits re-read. */
export function createProjectMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  currentProject: CurrentProjectStore,
) {
  return mutationOptions<Project, PostifyApiError, Schemas['ProjectRequest']>({
    mutationFn: (body) => unwrap(client.POST('/projects', { body })),
    onSuccess: async (project) => {
      updateProjectList(queryClient, (projects) => [...projects, project]);
      queryClient.setQueryData(postifyKeys.projects.detail(project.id), project);
      if (!currentProject.get()) currentProject.set(project.id);
      await queryClient.invalidateQueries({ queryKey: postifyKeys.projects.limits() });
    },
  });
}

/**
 * Deletes a project (`DELETE /projects/{id}`). When it was current, the default or first remaining project
 * becomes current, or none (its members and invites go with it); limits are re-read.
 */
export function deleteProjectMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  currentProject: CurrentProjectStore,
) {
  return mutationOptions<void, PostifyApiError, string>({
    mutationFn: async (id) => {
      await client.DELETE('/projects/{id}', { params: { path: { id } } });
    },
    onSuccess: async (_, id) => {
      updateProjectList(queryClient, (projects) => projects.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: postifyKeys.projects.detail(id) });
      if (currentProject.get() === id) {
        const remaining = queryClient.getQueryData<Project[]>(postifyKeys.projects.list()) ?? [];
        currentProject.set(fallbackProject(remaining)?.id ?? null);
      }
      await queryClient.invalidateQueries({ queryKey: postifyKeys.projects.limits() });
    },
  });
}

/** Updates a project (`PUT /projects/{id}`), replacing it in the list and in its detail entry. */
export function updateProjectMutationOptions(client: PostifyClient, queryClient: QueryClient) {
  return mutationOptions<Project, PostifyApiError, { id: string } & Schemas['ProjectRequest']>({
    mutationFn: ({ id, ...body }) => unwrap(client.PUT('/projects/{id}', { params: { path: { id } }, body })),
    onSuccess: (project) => replaceProject(queryClient, project),
  });
}

/** Makes a project the default (`POST /projects/set-default`); only that one stays marked default. */
export function setDefaultProjectMutationOptions(client: PostifyClient, queryClient: QueryClient) {
  return mutationOptions<Project, PostifyApiError, string>({
    mutationFn: (projectId) => unwrap(client.POST('/projects/set-default', { body: { projectId } })),
    onSuccess: (project) => {
      updateProjectList(queryClient, (projects) =>
        projects.map((p) => (p.id === project.id ? project : { ...p, isDefault: false })),
      );
      queryClient.setQueryData(postifyKeys.projects.detail(project.id), project);
    },
  });
}

/** Changes a member's role (`PUT /projects/{id}/members/{memberId}`), in the cached members list too. */
export function updateMemberRoleMutationOptions(client: PostifyClient, queryClient: QueryClient, id: string) {
  return mutationOptions<
    Member,
    PostifyApiError,
    { memberId: string; role: Schemas['UpdateMemberRoleRequest']['role'] }
  >({
    mutationFn: ({ memberId, role }) =>
      unwrap(
        client.PUT('/projects/{id}/members/{memberId}', {
          params: { path: { id, memberId } },
          body: { role },
        }),
      ),
    onSuccess: (member) =>
      queryClient.setQueryData<Member[]>(postifyKeys.projects.members(id), (old) =>
        old?.map((m) => (m.id === member.id ? member : m)),
      ),
  });
}

/** Removes a member (`DELETE /projects/{id}/members/{memberId}`): gone from the list, one fewer on the count. */
export function removeMemberMutationOptions(client: PostifyClient, queryClient: QueryClient, id: string) {
  return mutationOptions<void, PostifyApiError, string>({
    mutationFn: async (memberId) => {
      await client.DELETE('/projects/{id}/members/{memberId}', { params: { path: { id, memberId } } });
    },
    onSuccess: (_, memberId) => {
      queryClient.setQueryData<Member[]>(postifyKeys.projects.members(id), (old) =>
        old?.filter((m) => m.id !== memberId),
      );
      updateProjectList(queryClient, (projects) =>
        projects.map((p) => (p.id === id ? { ...p, memberCount: Math.max(0, p.memberCount - 1) } : p)),
      );
    },
  });
}

/** Invites someone by e-mail with a role (`POST /projects/{id}/invites`); the invite joins the cached list. */
export function createInviteMutationOptions(client: PostifyClient, queryClient: QueryClient, id: string) {
  return mutationOptions<Invite, PostifyApiError, Schemas['CreateInviteRequest']>({
    mutationFn: (body) => unwrap(client.POST('/projects/{id}/invites', { params: { path: { id } }, body })),
    onSuccess: (invite) =>
      queryClient.setQueryData<Invite[]>(postifyKeys.projects.invites(id), (old) =>
        old ? [...old, invite] : old,
      ),
  });
}

/** Revokes an invite (`DELETE /projects/{id}/invites/{inviteId}`); the list keeps it, marked REVOKED. */
export function revokeInviteMutationOptions(client: PostifyClient, queryClient: QueryClient, id: string) {
  return mutationOptions<void, PostifyApiError, string>({
    mutationFn: async (inviteId) => {
      await client.DELETE('/projects/{id}/invites/{inviteId}', { params: { path: { id, inviteId } } });
    },
    onSuccess: (_, inviteId) =>
      queryClient.setQueryData<Invite[]>(postifyKeys.projects.invites(id), (old) =>
        old?.map((i) => (i.id === inviteId ? { ...i, status: 'REVOKED' as const } : i)),
      ),
  });
}
