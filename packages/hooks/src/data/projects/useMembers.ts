import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withServerMessage } from '../core/errors.js';
import { postifyKeys } from '../core/keys.js';
import { useCurrentProjectId } from '../core/scope.js';
import { updateProjectList } from './cache.js';
import { invitesQueryOptions, membersQueryOptions } from './queries.js';

type Member = Schemas['Member'];
type Invite = Schemas['Invite'];

/** The project id a member hook works on: the one given, or the current project. */
function useTargetProject(projectId: string | null | undefined): string | null {
  const current = useCurrentProjectId();
  return projectId === undefined ? current : projectId;
}

/** Members of the current (or given) project; empty and idle when no project is current. */
export function useProjectMembers(projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return withServerMessage(useQuery({ ...membersQueryOptions(client, id ?? ''), enabled: Boolean(id) }));
}

/** Invites of the current (or given) project; idle when no project is current. */
export function useProjectInvites(projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return withServerMessage(useQuery({ ...invitesQueryOptions(client, id ?? ''), enabled: Boolean(id) }));
}

/** Changes a member's role (OWNER and ADMIN only: `can(role, 'manageMembers')` of `@postify/sdk/rules`). */
export function useUpdateMemberRole(projectId?: string | null) {
  const client = usePostifyClient();
  const queryClient = useQueryClient();
  const id = useTargetProject(projectId) ?? '';
  return withServerMessage(
    useMutation<
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
    }),
  );
}

/** Removes a member: gone from the members list, one fewer on the project's member count. */
export function useRemoveMember(projectId?: string | null) {
  const client = usePostifyClient();
  const queryClient = useQueryClient();
  const id = useTargetProject(projectId) ?? '';
  return withServerMessage(
    useMutation<void, PostifyApiError, string>({
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
    }),
  );
}

/** Invites someone by e-mail with a role; the invite joins the top of the list (newest first). */
export function useCreateInvite(projectId?: string | null) {
  const client = usePostifyClient();
  const queryClient = useQueryClient();
  const id = useTargetProject(projectId) ?? '';
  return withServerMessage(
    useMutation<Invite, PostifyApiError, Schemas['CreateInviteRequest']>({
      mutationFn: (body) => unwrap(client.POST('/projects/{id}/invites', { params: { path: { id } }, body })),
      onSuccess: (invite) =>
        queryClient.setQueryData<Invite[]>(postifyKeys.projects.invites(id), (old) =>
          old ? [...old, invite] : old,
        ),
    }),
  );
}

/** Revokes an invite; the list keeps it, marked REVOKED, as the server does. */
export function useRevokeInvite(projectId?: string | null) {
  const client = usePostifyClient();
  const queryClient = useQueryClient();
  const id = useTargetProject(projectId) ?? '';
  return withServerMessage(
    useMutation<void, PostifyApiError, string>({
      mutationFn: async (inviteId) => {
        await client.DELETE('/projects/{id}/invites/{inviteId}', { params: { path: { id, inviteId } } });
      },
      onSuccess: (_, inviteId) =>
        queryClient.setQueryData<Invite[]>(postifyKeys.projects.invites(id), (old) =>
          old?.map((i) => (i.id === inviteId ? { ...i, status: 'REVOKED' as const } : i)),
        ),
    }),
  );
}
