import type { Schemas } from '@postify/sdk';
import { formatLongDate, formatPrice } from '@postify/sdk/format';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Skeleton } from '../Skeleton/Skeleton';
import * as planStyles from '../shared/plan.css';
import { type SubscriptionCardMessages, subscriptionCardMessages } from './messages';
import * as styles from './SubscriptionCard.css';

/** The user's subscription as `GET /subscriptions/user` answers it. */
export type Subscription = Schemas['Subscription'];

export interface SubscriptionCardProps {
  subscription: Subscription | null | undefined;
  isLoading?: boolean;
  /** The moment the free-trial badge is judged against; now by default (fix it for stable screenshots). */
  now?: Date;
  /** IANA zone for the long dates; the browser's zone when absent. */
  timeZone?: string;
  messages?: Partial<SubscriptionCardMessages>;
}

const statusTone = {
  ACTIVE: 'success',
  TRIALING: 'primary',
  CANCELED: 'neutral',
  PAST_DUE: 'danger',
} as const;

/** Whether the free-trial badge shows: `isFreeTrial` and an end date still in the future (account spec). */
export function isTrialActive(
  subscription: Pick<Subscription, 'isFreeTrial' | 'freeTrialEndsAt'>,
  now: Date,
): boolean {
  return (
    subscription.isFreeTrial &&
    subscription.freeTrialEndsAt !== null &&
    Date.parse(subscription.freeTrialEndsAt) > now.getTime()
  );
}

/**
 * The subscription card of the billing screen: plan, description, price per month in R$ with two
 * decimals, accounts, features, the free-trial badge while the trial lasts, and long pt-BR dates.
 */
export function SubscriptionCard({
  subscription,
  isLoading,
  now,
  timeZone,
  messages,
}: SubscriptionCardProps) {
  const copy = useCopy('subscriptionCard', subscriptionCardMessages, messages);
  const featuresId = useId();
  if (isLoading) {
    return (
      <Card as="section" title={copy.title}>
        <Skeleton height="8rem" />
      </Card>
    );
  }
  if (!subscription) {
    return (
      <Card as="section" title={copy.title}>
        <p className={planStyles.note}>{copy.none}</p>
      </Card>
    );
  }
  const zone = timeZone ? { timeZone } : {};
  const { plan } = subscription;
  const trial = isTrialActive(subscription, now ?? new Date());
  return (
    <Card as="section" title={plan.name} description={plan.description}>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge tone={statusTone[subscription.status]}>{copy[`status${subscription.status}`]}</Badge>
          {trial && subscription.freeTrialEndsAt ? (
            <Badge tone="warning">
              {formatMessage(copy.freeTrial, { date: formatLongDate(subscription.freeTrialEndsAt, zone) })}
            </Badge>
          ) : null}
        </div>
        <p className={planStyles.price}>
          {formatPrice(plan.price)}
          <span className={planStyles.unit}>{copy.perMonth}</span>
        </p>
        <p className={planStyles.note}>
          {formatMessage(copy.accounts, { count: plan.numberAccounts })} ·{' '}
          {subscription.billingPeriod === 'YEARLY' ? copy.yearly : copy.monthly}
        </p>
        <p className={planStyles.note}>
          {formatMessage(copy.since, { date: formatLongDate(subscription.createdAt, zone) })}
        </p>
        {subscription.status === 'CANCELED' ? null : (
          <p className={planStyles.note}>
            {formatMessage(copy.renews, { date: formatLongDate(subscription.currentPeriodEnd, zone) })}
          </p>
        )}
        {plan.features.length > 0 ? (
          <>
            <h3 id={featuresId} className={styles.featuresTitle}>
              {copy.features}
            </h3>
            <ul className={planStyles.features} aria-labelledby={featuresId}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Card>
  );
}
