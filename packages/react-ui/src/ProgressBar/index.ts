export { ProgressBar, type ProgressBarProps, type ProgressTone, progressTones } from './ProgressBar';
