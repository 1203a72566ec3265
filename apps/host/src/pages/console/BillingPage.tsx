import { useBilling } from '@postify/hooks';
import { BillingCard } from '@postify/react-ui/BillingCard';
import { Button } from '@postify/react-ui/Button';
import { SubscriptionCard } from '@postify/react-ui/SubscriptionCard';
import { useNavigate } from 'react-router';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';

/**
 * /billing ('Cobrança'): react-ui's subscription card and 'Gerenciar Cobrança' card, both on one
 * `useBilling` read (the subscription and the prefilled portal address come in the same answer).
 */
export default function BillingPage() {
  const navigate = useNavigate();
  const billing = useBilling();
  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Cobrança</h1>
        <Button variant="ghost" onPress={() => navigate(-1)}>
          Voltar
        </Button>
      </div>
      <div className={styles.columns}>
        {billing.isError ? null : (
          <SubscriptionCard subscription={billing.data?.subscription} isLoading={billing.isPending} />
        )}
        <BillingCard
          portalUrl={billing.data?.portalUrl}
          hasSubscription={Boolean(billing.data?.subscription)}
          isLoading={billing.isPending}
          hasError={billing.isError}
        />
      </div>
    </div>
  );
}
