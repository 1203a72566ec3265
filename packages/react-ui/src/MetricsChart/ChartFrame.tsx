import { type ReactNode, useId } from 'react';
import * as styles from './MetricsChart.css';

/**
 * The chart's section, headed by its title ('Últimos 30 dias') with `actions` beside it: the same frame for
 * the loading chart and the loaded one, so one replaces the other without moving.
 */
export function ChartFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.chart} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
