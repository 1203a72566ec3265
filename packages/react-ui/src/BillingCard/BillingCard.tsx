import { useId } from 'react';
import { Banner } from '../Banner/Banner';
import { Card } from '../Card/Card';
import { useCopy } from '../i18n/useCopy';
import { LinkButton } from '../LinkButton/LinkButton';
import * as styles from './BillingCard.css';
import { type BillingCardMessages, billingCardMessages } from './messages';

export interface BillingCardProps {
  /** The billing portal with the user's e-mail prefilled; `null` without a subscription. */
  portalUrl: string | null | undefined;
  /** Whether the user has a subscription; without one the portal link is disabled and explained. */
  hasSubscription: boolean;
  /** While the user or the billing data are loading: 'Carregando...'. */
  isLoading?: boolean;
  /** Shows 'Não foi possível carregar as informações da assinatura.'. */
  hasError?: boolean;
  messages?: Partial<BillingCardMessages>;
}

/**
 * The billing screen's 'Manage Billing' card: 'Acessar Portal de Cobrança' opens the external portal in
 * a new tab, and is disabled — with the reason next to it — without a subscription.
 */
export function BillingCard({ portalUrl, hasSubscription, isLoading, hasError, messages }: BillingCardProps) {
  const copy = useCopy('billingCard', billingCardMessages, messages);
  const reasonId = useId();
  const canOpen = hasSubscription && Boolean(portalUrl) && !isLoading && !hasError;
  return (
    <Card as="section" title={copy.title} description={copy.description}>
      <div className={styles.body}>
        {hasError ? <Banner tone="danger">{copy.loadError}</Banner> : null}
        {isLoading ? (
          <p className={styles.note} role="status">
            {copy.loading}
          </p>
        ) : null}
        <LinkButton
          href={canOpen && portalUrl ? portalUrl : undefined}
          target="_blank"
          isDisabled={!canOpen}
          aria-describedby={!isLoading && !hasError && !hasSubscription ? reasonId : undefined}
        >
          {copy.openPortal}
          <span className={styles.srOnly}> {copy.newTab}</span>
        </LinkButton>
        {!isLoading && !hasError && !hasSubscription ? (
          <p id={reasonId} className={styles.note}>
            {copy.noSubscription}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
