import { ConnectedLatestPosts } from '@postify/react-ui/connected/LatestPosts';
import { ConnectedMetricsSummary } from '@postify/react-ui/connected/MetricsSummary';
import { ConnectedDashboardSidePanel } from '@postify/react-ui/connected/OnboardingPanel';
import { FloatingCreateButton } from '@postify/react-ui/FloatingCreateButton';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';

/** /dashboard ('Painel'): account metrics, the latest posts, onboarding or referral, and the plus button. */
export default function DashboardPage() {
  return (
    <div className={page.stack}>
      <h1 className={page.heading}>Painel</h1>
      <div className={styles.dashboard}>
        <div className={styles.columns}>
          <div className={page.stack}>
            <ConnectedMetricsSummary />
            <ConnectedLatestPosts />
          </div>
          <ConnectedDashboardSidePanel />
        </div>
        <FloatingCreateButton iconOnly label="Criar post" />
      </div>
    </div>
  );
}
