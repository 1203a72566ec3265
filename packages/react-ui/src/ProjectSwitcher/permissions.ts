import type { Schemas } from '@postify/sdk';

/** A member's role in a project. */
export type ProjectRole = Schemas['ProjectRole'];

/** What a role may do in a project, per the account spec (section 6). */
export interface ProjectPermissions {
  canEdit: boolean;
  canManageMembers: boolean;
  canInvite: boolean;
  canDelete: boolean;
}

/**
 * The account spec's role rules: members and invites for OWNER and ADMIN, delete for OWNER only, edit
 * for OWNER, ADMIN and EDITOR; with no role (or any other) everything is denied.
 */
export function projectPermissions(role: ProjectRole | null | undefined): ProjectPermissions {
  const manager = role === 'OWNER' || role === 'ADMIN';
  return {
    canEdit: manager || role === 'EDITOR',
    canManageMembers: manager,
    canInvite: manager,
    canDelete: role === 'OWNER',
  };
}
