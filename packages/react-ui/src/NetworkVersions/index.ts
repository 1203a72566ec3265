export { type NetworkVersionsMessages, networkVersionsMessages } from './messages';
export { NetworkVersions, type NetworkVersionsProps } from './NetworkVersions';
