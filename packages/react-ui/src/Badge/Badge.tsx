import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
}

/** A badge labels a status, such as 'Rascunho', 'Ativo', 'Editando' or a free-trial marker. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={styles.badge({ tone })}>{children}</span>;
}
