import { ConnectedPricingTable } from '@postify/react-ui/connected/PricingTable';
import { LIMITS } from '@postify/sdk/schemas';
import * as page from '../../layout/layout.css';
import * as styles from '../../layout/public.css';

/** /pricing: react-ui's pricing table on the live plans; the trial button opens the plan's checkout in a new tab. */
export default function PricingPage() {
  return (
    <main className={styles.section}>
      <h1 className={`${page.heading} ${styles.sectionTitle}`}>Planos e preços</h1>
      <p className={`${styles.muted} ${styles.sectionTitle}`}>
        Todos os planos começam com {LIMITS.freeTrialDays} dias grátis. Cancele quando quiser.
      </p>
      <ConnectedPricingTable headingLevel={2} />
    </main>
  );
}
