import type { Schemas } from '@postify/sdk';
import type { InviteStatus, ProjectRole } from '../db/schema.js';

/** A project row (with the caller's membership) as the contract's `Project`. */
export function presentProject(row: {
  id: string;
  name: string;
  description: string;
  time_zone: string;
  member_count: number;
  is_default: boolean;
  role: ProjectRole;
  created_at: Date;
  updated_at: Date;
}): Schemas['Project'] {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    timeZone: row.time_zone,
    memberCount: row.member_count,
    isDefault: row.is_default,
    userRole: row.role,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A member row as the API shows it. */
export function presentMember(row: {
  id: string;
  user_id: string;
  name: string;
  email: string;
  role: ProjectRole;
  joined_at: Date;
}) {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joined_at.toISOString(),
  };
}

/** An invite row as the API shows it. */
export function presentInvite(row: {
  id: string;
  email: string;
  role: ProjectRole;
  status: InviteStatus;
  invited_by: string;
  inviter_name: string;
  created_at: Date;
  expires_at: Date;
}) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: { id: row.invited_by, name: row.inviter_name },
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
