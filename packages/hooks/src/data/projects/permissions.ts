import type { Schemas } from '@postify/sdk';

/** A member's role in a project, or nothing (every permission denied). */
export type ProjectRole = Schemas['Project']['userRole'] | null | undefined;

const is = (role: ProjectRole, allowed: readonly string[]) => role != null && allowed.includes(role);

/** OWNER and ADMIN manage members (account spec, section 6). */
export const canManageMembers = (role: ProjectRole): boolean => is(role, ['OWNER', 'ADMIN']);
/** OWNER and ADMIN invite members. */
export const canInviteMembers = (role: ProjectRole): boolean => is(role, ['OWNER', 'ADMIN']);
/** Only the OWNER deletes a project. */
export const canDelete = (role: ProjectRole): boolean => is(role, ['OWNER']);
/** OWNER, ADMIN and EDITOR edit a project. */
export const canEdit = (role: ProjectRole): boolean => is(role, ['OWNER', 'ADMIN', 'EDITOR']);

/** Every permission of `role` at once, for screens that show or hide several actions. */
export function projectPermissions(role: ProjectRole) {
  return {
    canManageMembers: canManageMembers(role),
    canInviteMembers: canInviteMembers(role),
    canDelete: canDelete(role),
    canEdit: canEdit(role),
  };
}
