export { ConnectedProjectSwitcher, type ConnectedProjectSwitcherProps } from './ConnectedProjectSwitcher';
export {
  CreateProjectDialog,
  type CreateProjectDialogProps,
  type NewProjectInput,
} from './CreateProjectDialog';
export { canCreateAnotherProject, maxProjectsOf, type ProjectLimits } from './limits';
export { type ProjectSwitcherMessages, projectSwitcherMessages } from './messages';
export { type Project, ProjectSwitcher, type ProjectSwitcherProps } from './ProjectSwitcher';
