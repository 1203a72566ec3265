import { describe, expect, it } from 'vitest';
import { assignableRoles, can, canManageMember, type ProjectAction } from './roles.js';

const actions: ProjectAction[] = [
  'read',
  'edit',
  'inviteMembers',
  'manageMembers',
  'manageApiKeys',
  'manageWebhooks',
  'review',
  'delete',
];
const allowed = (role: Parameters<typeof can>[0]) => actions.filter((action) => can(role, action));

describe('what each project role may do', () => {
  it('lets the OWNER do everything, the only one who deletes the project', () => {
    expect(allowed('OWNER')).toEqual(actions);
  });

  it('lets an ADMIN edit, invite and manage members, but not delete the project', () => {
    expect(allowed('ADMIN')).toEqual([
      'read',
      'edit',
      'inviteMembers',
      'manageMembers',
      'manageApiKeys',
      'manageWebhooks',
      'review',
    ]);
  });

  it('lets an EDITOR read and edit only, and a VIEWER only read', () => {
    expect(allowed('EDITOR')).toEqual(['read', 'edit']);
    expect(allowed('VIEWER')).toEqual(['read']);
  });

  it('denies everything without a role', () => {
    expect(allowed(null)).toEqual([]);
    expect(allowed(undefined)).toEqual([]);
  });
});

describe('which roles each role may give', () => {
  it('lets the OWNER and ADMINs give ADMIN, EDITOR or VIEWER, never OWNER', () => {
    expect(assignableRoles('OWNER')).toEqual(['ADMIN', 'EDITOR', 'VIEWER']);
    expect(assignableRoles('ADMIN')).toEqual(['ADMIN', 'EDITOR', 'VIEWER']);
  });

  it('lets EDITORs, VIEWERs and non-members give no role', () => {
    expect([assignableRoles('EDITOR'), assignableRoles('VIEWER'), assignableRoles(null)]).toEqual([
      [],
      [],
      [],
    ]);
  });
});

describe('whose membership a role may change', () => {
  it('lets the OWNER and ADMINs change or remove any member but the OWNER', () => {
    for (const actor of ['OWNER', 'ADMIN'] as const) {
      expect(canManageMember(actor, 'ADMIN')).toBe(true);
      expect(canManageMember(actor, 'VIEWER')).toBe(true);
      expect(canManageMember(actor, 'OWNER')).toBe(false);
    }
  });

  it('lets an EDITOR, a VIEWER or no role change nobody', () => {
    expect(canManageMember('EDITOR', 'VIEWER')).toBe(false);
    expect(canManageMember('VIEWER', 'VIEWER')).toBe(false);
    expect(canManageMember(null, 'VIEWER')).toBe(false);
  });
});
