import { EmptyState } from '@postify/react-ui/EmptyState';
import * as styles from '../layout/layout.css';

/** A protected route whose screen is not part of this build yet: said plainly, never faked. */
export function ScreenUnavailable({ title }: { title: string }) {
  return (
    <div className={styles.stack}>
      <h1 className={styles.heading}>{title}</h1>
      <EmptyState title="Esta tela ainda não está disponível." hint="Use o menu para abrir outra área." />
    </div>
  );
}
