import type { Schemas } from '../types.js';

/** A member's role in a project (OWNER, ADMIN, EDITOR or VIEWER). */
export type ProjectRole = Schemas['ProjectRole'];
/** A role a member can be given by invite or change: every role but OWNER, which only the creator holds. */
export type AssignableRole = Schemas['AssignableRole'];
/** Something a project member may be allowed to do. */
export type ProjectAction =
  | 'read'
  | 'edit'
  | 'inviteMembers'
  | 'manageMembers'
  | 'manageApiKeys'
  | 'manageWebhooks'
  | 'review'
  | 'delete';

const staff: readonly AssignableRole[] = ['ADMIN', 'EDITOR', 'VIEWER'];

/**
 * What each role may do in a project and which roles it may give (account spec, section 6): OWNER and ADMIN
 * manage and invite members, OWNER, ADMIN and EDITOR edit, only the OWNER deletes, every member reads.
 * API keys, allowed origins and webhooks give access to the project outside the console, so only those
 * who manage members (OWNER, ADMIN) manage them. Reviewing ('Exigir aprovação': approve, ask for changes,
 * share review links with clients, turn the setting on) is theirs too: an EDITOR's work is what is reviewed.
 */
export const roleMatrix: Readonly<
  Record<ProjectRole, { may: readonly ProjectAction[]; assigns: readonly AssignableRole[] }>
> = {
  OWNER: {
    may: [
      'read',
      'edit',
      'inviteMembers',
      'manageMembers',
      'manageApiKeys',
      'manageWebhooks',
      'review',
      'delete',
    ],
    assigns: staff,
  },
  ADMIN: {
    may: ['read', 'edit', 'inviteMembers', 'manageMembers', 'manageApiKeys', 'manageWebhooks', 'review'],
    assigns: staff,
  },
  EDITOR: { may: ['read', 'edit'], assigns: [] },
  VIEWER: { may: ['read'], assigns: [] },
};

/** Whether `role` may do `action`; no role (not a member, still loading) may do nothing. */
export function can(role: ProjectRole | null | undefined, action: ProjectAction): boolean {
  return role != null && roleMatrix[role].may.includes(action);
}

/** The roles `role` may give a member when inviting or changing them; none without a role. */
export function assignableRoles(role: ProjectRole | null | undefined): readonly AssignableRole[] {
  return role == null ? [] : roleMatrix[role].assigns;
}

/**
 * Whether `actor` may change the role of, or remove, a member who holds `target`: OWNER and ADMIN may,
 * never on the OWNER, whose membership is fixed (the API answers 409 otherwise).
 */
export function canManageMember(actor: ProjectRole | null | undefined, target: ProjectRole): boolean {
  return can(actor, 'manageMembers') && target !== 'OWNER';
}
