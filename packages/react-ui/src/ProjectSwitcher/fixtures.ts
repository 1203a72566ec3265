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
