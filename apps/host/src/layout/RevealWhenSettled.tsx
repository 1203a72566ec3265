import { Spinner } from '@postify/react-ui/Spinner';
import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import * as styles from './layout.css';

/** How long no query may be fetching before the widgets count as settled: one query's result often starts the next. */
const settleMs = 120;
/** After this, the widgets show whatever has arrived: a slow call must not hide the rest of the screen. */
const maxWaitMs = 3000;

/**
 * Lays a screen's widgets out hidden until their first data has arrived, then shows them at once, so a
 * card does not push the ones under it down as its data comes in (the dashboard's layout shift was 0.39).
 * Later refetches show as each widget's own state; a spinner stands in, over the hidden widgets, meanwhile.
 */
export function RevealWhenSettled({ children, label }: { children: ReactNode; label: string }) {
  const fetching = useIsFetching();
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) return;
    const timer = setTimeout(() => setRevealed(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [revealed]);
  useEffect(() => {
    if (revealed || fetching > 0) return;
    const timer = setTimeout(() => setRevealed(true), settleMs);
    return () => clearTimeout(timer);
  }, [revealed, fetching]);
  return (
    <div className={styles.settling} aria-busy={!revealed}>
      {revealed ? null : (
        <div className={styles.settlingIndicator}>
          <Spinner size="lg" label={label} showLabel />
        </div>
      )}
      <div className={revealed ? undefined : styles.settlingContent}>{children}</div>
    </div>
  );
}
