import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressTones = ['primary', 'success', 'warning', 'danger'] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  label?: ReactNode;
  /** Show the value text ('40%' or `valueLabel`) at the end of the label row (default true). */
  showValue?: boolean;
  tone?: ProgressTone;
}

/** A progress bar shows how far a task or a quota has gone, such as an upload or storage use. */
export function ProgressBar({ label, showValue = true, tone = 'primary', ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage = 0, valueText }) => (
        <>
          {label || showValue ? (
            <div className={styles.header}>
              {label ? <Label>{label}</Label> : <span />}
              {showValue ? <span>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div className={styles.fill({ tone })} style={{ width: `${Math.min(100, percentage)}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
