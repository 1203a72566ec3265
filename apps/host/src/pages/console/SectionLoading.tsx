import { Spinner } from '@postify/react-ui/Spinner';
import { lazy, type ReactNode, Suspense, useId } from 'react';
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

/** A module export as the function component it is. */
type ComponentOf<T> = T extends (props: infer P) => ReactNode ? (props: P) => ReactNode : never;

/**
 * The connected component `name` of a react-ui module whose download already started (`loading`, imported
 * when the page module loads, so the download runs beside the page's own), as a lazy component.
 */
export function lazyConnected<M, K extends keyof M>(loading: Promise<M>, name: K) {
  return lazy(() => loading.then((module) => ({ default: module[name] as ComponentOf<M[K]> })));
}

/** A console page made of one lazily loaded section: the page's h1, then the section or its loading place. */
export function LazySectionPage({
  heading,
  sectionTitle,
  children,
}: {
  heading: string;
  /** The section's own h2, shown while it loads. */
  sectionTitle: string;
  children: ReactNode;
}) {
  return (
    <div className={page.stack}>
      <h1 className={page.heading}>{heading}</h1>
      <Suspense fallback={<SectionLoading title={sectionTitle} />}>{children}</Suspense>
    </div>
  );
}
