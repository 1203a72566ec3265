import { commonMessages, useMessageGroup } from '../messageGroups';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text read by screen readers (default 'Carregando...'). */
  label?: string;
  /** Shows the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
}

/** A spinner tells the user that something is loading. */
export function Spinner({ size = 'md', label, showLabel = false }: SpinnerProps) {
  const copy = useMessageGroup('common', commonMessages);
  const text = label ?? copy.loading;
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.spinner[size]} aria-hidden="true" />
      {showLabel ? <span>{text}</span> : <span className={styles.hidden}>{text}</span>}
    </span>
  );
}

/** The decorative spinner alone, for use inside a control that already announces its state. */
export function SpinnerIcon({ size = 'sm' }: Pick<SpinnerProps, 'size'>) {
  return <span className={styles.spinner[size]} aria-hidden="true" />;
}
