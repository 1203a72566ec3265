import type { ReactNode } from 'react';
import * as page from '../../layout/layout.css';
import * as styles from '../../layout/public.css';

/** The date both legal texts were last updated (account spec, section 2). */
export const LEGAL_UPDATED_AT = '27 de maio de 2025';

/** A legal text: title, last-updated line and its sections. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.prose}>
      <h1 className={page.heading}>{title}</h1>
      <p className={styles.muted}>Última atualização: {LEGAL_UPDATED_AT}</p>
      {children}
    </main>
  );
}

/** One numbered section of a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}
