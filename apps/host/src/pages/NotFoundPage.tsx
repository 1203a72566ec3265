import { EmptyState } from '@postify/react-ui/EmptyState';
import { Link } from 'react-router';
import * as styles from '../layout/layout.css';

/** The pt-BR 404 page. */
export default function NotFoundPage() {
  return (
    <main className={styles.narrow}>
      <h1 className={styles.heading}>Página não encontrada</h1>
      <EmptyState
        headingLevel={2}
        title="Não encontramos o endereço que você procurou."
        hint="Ele pode ter mudado ou nunca ter existido."
        action={
          <Link className={styles.link} to="/">
            Voltar para o início
          </Link>
        }
      />
    </main>
  );
}
