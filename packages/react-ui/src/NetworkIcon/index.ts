export { NetworkIcon, type NetworkIconProps } from './NetworkIcon';
