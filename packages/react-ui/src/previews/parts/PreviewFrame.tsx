import type { ReactNode } from 'react';
import { useCopy } from '../../i18n/useCopy';
import { cx } from '../../shared/cx';
import { PreviewMessagesContext } from '../context';
import { type PreviewMessages, previewMessages } from '../messages';
import * as styles from '../previews.css';

/** The outer card of a preview: its surface, its accessible name and its copy. */
export function PreviewFrame({
  label,
  messages,
  className,
  variant = 'card',
  children,
}: {
  label: string;
  messages: Partial<PreviewMessages> | undefined;
  className: string | undefined;
  variant?: 'card' | 'vertical';
  children: ReactNode;
}) {
  const value = useCopy('previews', previewMessages, messages);
  return (
    <PreviewMessagesContext.Provider value={value}>
      <article className={cx(styles.card({ variant }), className)} aria-label={label}>
        {children}
      </article>
    </PreviewMessagesContext.Provider>
  );
}
