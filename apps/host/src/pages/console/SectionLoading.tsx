import { Spinner } from '@postify/react-ui/Spinner';
import { useId } from 'react';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';

export interface SectionLoadingProps {
  /** The loading component's own title ('Novo Template', 'Meus Arquivos'…), so the outline does not jump. */
  title: string;
  label?: string;
  centered?: boolean;
}

/** A lazily loaded component's place while its code arrives: its title and a loading line. */
export function SectionLoading({ title, label = 'Carregando...', centered = false }: SectionLoadingProps) {
  const titleId = useId();
  const spinner = <Spinner label={label} showLabel />;
  return (
    <section aria-labelledby={titleId} className={page.stack}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {centered ? <div className={styles.centered}>{spinner}</div> : spinner}
    </section>
  );
}
