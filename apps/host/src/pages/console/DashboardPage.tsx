import { Link } from 'react-router';
import * as page from '../../layout/layout.css';
import * as publicStyles from '../../layout/public.css';
import * as styles from './console.css';
import { LatestPosts } from './dashboard/LatestPosts';
import { MetricsSummary } from './dashboard/MetricsSummary';
import { SidePanel } from './dashboard/SidePanel';

/** /dashboard ('Painel'): account metrics, the latest posts, onboarding or referral, and the create button. */
export default function DashboardPage() {
  return (
    <div className={page.stack}>
      <h1 className={page.heading}>Painel</h1>
      <div className={styles.columns}>
        <div className={page.stack}>
          <MetricsSummary />
          <LatestPosts />
        </div>
        <SidePanel />
      </div>
      <Link className={`${publicStyles.cta} ${styles.floating}`} to="/posts/create" aria-label="Criar post">
        +
      </Link>
    </div>
  );
}
