import { useBilling } from '@postify/hooks';
import { Badge } from '@postify/react-ui/Badge';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { Card } from '@postify/react-ui/Card';
import { formatLongDate, formatPrice } from '@postify/sdk/format';
import { useNavigate } from 'react-router';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';

/** /billing ('Cobrança'): the subscription card and the Manage Billing card with the portal button. */
export default function BillingPage() {
  const navigate = useNavigate();
  const billing = useBilling();
  if (billing.isPending) return <p>Carregando...</p>;
  const subscription = billing.data?.subscription ?? null;
  const portalUrl = billing.data?.portalUrl ?? null;
  const trialActive =
    subscription?.isFreeTrial === true &&
    subscription.freeTrialEndsAt !== null &&
    new Date(subscription.freeTrialEndsAt).getTime() > Date.now();
  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Cobrança</h1>
        <Button variant="ghost" onPress={() => navigate(-1)}>
          Voltar
        </Button>
      </div>
      {billing.isError ? (
        <Banner tone="danger">Não foi possível carregar as informações da assinatura.</Banner>
      ) : null}
      <div className={styles.columns}>
        {subscription ? (
          <Card
            as="section"
            title={subscription.plan.name}
            actions={trialActive ? <Badge tone="primary">Teste grátis</Badge> : null}
          >
            <p>{subscription.plan.description}</p>
            <p className={styles.statValue}>{formatPrice(subscription.plan.price)}/mês</p>
            <p>Até {subscription.plan.numberAccounts} contas sociais</p>
            <ul>
              {subscription.plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {trialActive && subscription.freeTrialEndsAt ? (
              <p className={styles.statLabel}>
                Teste grátis até {formatLongDate(subscription.freeTrialEndsAt)}
              </p>
            ) : null}
            <p className={styles.statLabel}>Assinante desde {formatLongDate(subscription.createdAt)}</p>
          </Card>
        ) : null}
        <Card as="section" title="Gerenciar cobrança">
          {subscription ? (
            <p>Altere a forma de pagamento, veja faturas ou cancele a assinatura no portal.</p>
          ) : (
            <p>Você precisa ter uma assinatura ativa para acessar o portal de cobrança.</p>
          )}
          <Button
            isDisabled={!subscription || !portalUrl}
            onPress={() => {
              if (portalUrl) window.open(portalUrl, '_blank', 'noopener,noreferrer');
            }}
          >
            Acessar Portal de Cobrança
          </Button>
        </Card>
      </div>
    </div>
  );
}
