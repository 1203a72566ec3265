import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import {
  createInviteMutationOptions,
  removeMemberMutationOptions,
  revokeInviteMutationOptions,
  updateMemberRoleMutationOptions,
} from './mutations.js';
import { invitesQueryOptions, membersQueryOptions } from './queries.js';

/** The project id a member hook works on: the one given, or the current project. */
function useTargetProject(projectId: string | null | undefined): string | null {
  const current = useCurrentProjectId();
  return projectId === undefined ? current : projectId;
}

/** Members of the current (or given) project; empty and idle when no project is current. */
export function useProjectMembers(projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return useServerMessage(useQuery({ ...membersQueryOptions(client, id ?? ''), enabled: Boolean(id) }));
}

/** Invites of the current (or given) project; idle when no project is current. */
export function useProjectInvites(projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return useServerMessage(useQuery({ ...invitesQueryOptions(client, id ?? ''), enabled: Boolean(id) }));
}

/** Changes a member's role (OWNER and ADMIN only: `can(role, 'manageMembers')` of `@postify/sdk/rules`). */
export function useUpdateMemberRole(projectId?: string | null) {
  return useServerMessage(useMutationOf(updateMemberRoleMutationOptions, useTargetProject(projectId) ?? ''));
}

/** Removes a member: gone from the members list, one fewer on the project's member count. */
export function useRemoveMember(projectId?: string | null) {
  return useServerMessage(useMutationOf(removeMemberMutationOptions, useTargetProject(projectId) ?? ''));
}

/** Invites someone by e-mail with a role; the invite joins the top of the list (newest first). */
export function useCreateInvite(projectId?: string | null) {
  return useServerMessage(useMutationOf(createInviteMutationOptions, useTargetProject(projectId) ?? ''));
}

/** Revokes an invite; the list keeps it, marked REVOKED, as the server does. */
export function useRevokeInvite(projectId?: string | null) {
  return useServerMessage(useMutationOf(revokeInviteMutationOptions, useTargetProject(projectId) ?? ''));
}
