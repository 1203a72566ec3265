export {
  ConnectedProjectSwitcher,
  type ConnectedProjectSwitcherProps,
} from '../ProjectSwitcher/ConnectedProjectSwitcher';
