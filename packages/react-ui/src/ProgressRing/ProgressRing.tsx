import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressRing.css';

export interface ProgressRingProps extends Omit<ProgressBarProps, 'className' | 'children'> {
  /** Text in the middle; the react-aria value text (e.g. '50%') by default. */
  centerLabel?: string;
}

const radius = 20;
const circumference = 2 * Math.PI * radius;

/** A progress ring shows progress as a circle, such as onboarding steps completed out of the total. */
export function ProgressRing({ centerLabel, ...props }: ProgressRingProps) {
  return (
    <ProgressBar {...props} className={styles.root}>
      {({ percentage = 0, valueText }) => (
        <>
          <svg className={styles.svg} viewBox="0 0 48 48" aria-hidden="true">
            <circle className={styles.track} cx="24" cy="24" r={radius} fill="none" strokeWidth="4" />
            <circle
              className={styles.fill}
              cx="24"
              cy="24"
              r={radius}
              fill="none"
              strokeWidth="4"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - Math.min(100, percentage) / 100)}
            />
          </svg>
          <span className={styles.value}>{centerLabel ?? valueText}</span>
        </>
      )}
    </ProgressBar>
  );
}
