export { ProgressRing, type ProgressRingProps } from './ProgressRing';
