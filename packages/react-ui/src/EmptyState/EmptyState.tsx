import type { ReactNode } from 'react';
import { Icon, type IconName } from '../shared/Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** E.g. 'Nenhum post ainda'. */
  title: ReactNode;
  /** E.g. 'Crie seu primeiro post para começar'. */
  hint?: ReactNode;
  /** A call to action, e.g. a 'Criar Post' button. */
  action?: ReactNode;
  icon?: IconName;
  headingLevel?: 2 | 3 | 4;
}

/** An empty state explains why a list has nothing yet and offers the next step. */
export function EmptyState({ title, hint, action, icon = 'inbox', headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.icon}>
        <Icon name={icon} size={24} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
