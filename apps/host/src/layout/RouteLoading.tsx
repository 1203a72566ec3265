import { Spinner } from '@postify/react-ui/Spinner';
import * as styles from './layout.css';

/** Shown while a lazily loaded screen arrives. */
export function RouteLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label="Carregando..." showLabel />
    </div>
  );
}
