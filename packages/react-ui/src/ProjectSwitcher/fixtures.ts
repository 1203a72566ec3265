import type { ProjectInvite, ProjectMember } from './ProjectActionDialogs';
import type { Project } from './ProjectSwitcher';

const project = (
  id: string,
  name: string,
  userRole: Project['userRole'],
  memberCount: number,
  isDefault = false,
): Project => ({
  id: `5b7c0000-0000-4000-8000-00000000000${id}`,
  name,
  description: `Projeto ${name}`,
  timeZone: 'America/Sao_Paulo',
  memberCount,
  isDefault,
  userRole,
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
});

/** Three projects with different roles of the signed-in user. */
export const projects: Project[] = [
  project('1', 'Agência Aurora', 'OWNER', 4, true),
  project('2', 'Cliente Padaria Sol', 'EDITOR', 3),
  project('3', 'Loja Verde', 'VIEWER', 6),
];

/** The plan allows 5 projects; 3 exist. */
export const limits = {
  canCreateProject: true,
  currentProjects: 3,
  maxProjects: 5,
  maxAccountsPerProject: 5,
};

/** The plan's limit is reached. */
export const fullLimits = {
  canCreateProject: false,
  currentProjects: 5,
  maxProjects: 5,
  maxAccountsPerProject: 5,
};

const member = (id: string, name: string, email: string, role: ProjectMember['role']): ProjectMember => ({
  id: `6c8d0000-0000-4000-8000-00000000000${id}`,
  userId: `7d9e0000-0000-4000-8000-00000000000${id}`,
  name,
  email,
  role,
  joinedAt: '2026-10-02T12:00:00.000Z',
});

/** The first project's members: its owner and three others. */
export const members: ProjectMember[] = [
  member('1', 'Ana Souza', 'ana@aurora.com.br', 'OWNER'),
  member('2', 'Bruno Lima', 'bruno@aurora.com.br', 'ADMIN'),
  member('3', 'Carla Dias', 'carla@aurora.com.br', 'EDITOR'),
  member('4', 'Diego Reis', 'diego@aurora.com.br', 'VIEWER'),
];

const invite = (id: string, email: string, role: ProjectInvite['role'], status: ProjectInvite['status']) => ({
  id: `8e0f0000-0000-4000-8000-00000000000${id}`,
  email,
  role,
  status,
  invitedBy: { id: members[0]?.id ?? '', name: 'Ana Souza' },
  createdAt: '2026-10-03T12:00:00.000Z',
  expiresAt: '2026-10-17T12:00:00.000Z',
});

/** Two pending invites and a revoked one (the dialog lists only the pending). */
export const invites: ProjectInvite[] = [
  invite('1', 'eduarda@cliente.com.br', 'EDITOR', 'PENDING'),
  invite('2', 'felipe@cliente.com.br', 'VIEWER', 'PENDING'),
  invite('3', 'gabi@cliente.com.br', 'ADMIN', 'REVOKED'),
];
