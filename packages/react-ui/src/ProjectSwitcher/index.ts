export { canCreateAnotherProject, maxProjectsOf, type ProjectLimits } from './limits';
export { type ProjectSwitcherMessages, projectSwitcherMessages } from './messages';
export {
  DeleteProjectDialog,
  type DeleteProjectDialogProps,
  InviteMemberDialog,
  type InviteMemberDialogProps,
  type NewInviteInput,
  type ProjectInvite,
  type ProjectMember,
  ProjectMembersDialog,
  type ProjectMembersDialogProps,
} from './ProjectActionDialogs';
export {
  CreateProjectDialog,
  type CreateProjectDialogProps,
  EditProjectDialog,
  type EditProjectDialogProps,
  type NewProjectInput,
} from './ProjectDialogs';
export { type Project, ProjectSwitcher, type ProjectSwitcherProps } from './ProjectSwitcher';
