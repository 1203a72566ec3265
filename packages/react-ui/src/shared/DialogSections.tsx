import type { ReactNode } from 'react';
import * as styles from './modal.css';

/** A dialog's header, then its content and its footer's buttons, each only when there is one. */
export function DialogSections({
  header,
  children,
  footer,
}: {
  header: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <>
      {header}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
}
