import { usePricingPeriod } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { formatPrice } from '@postify/sdk/format';
import { type PricingPeriod, pricingPeriods } from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { Banner } from '../Banner/Banner';
import { Card } from '../Card/Card';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { LinkButton } from '../LinkButton/LinkButton';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../shared/cx';
import * as planStyles from '../shared/plan.css';
import { type PricingTableMessages, pricingTableMessages } from './messages';
import { PeriodToggle } from './PeriodToggle';
import * as styles from './PricingTable.css';

/** A plan as `GET /plans` lists it (prices in BRL). */
export type Plan = Schemas['Plan'];

export interface PricingTableProps {
  /** Active plans, cheapest first (`usePlans` already filters and sorts them). */
  plans: readonly Plan[];
  /** The toggle's period, when the parent controls it; 'Mensalmente' by default otherwise. */
  period?: PricingPeriod;
  onPeriodChange?: (period: PricingPeriod) => void;
  isLoading?: boolean;
  /** Shown in a banner instead of the plans. */
  errorMessage?: string | null;
  messages?: Partial<PricingTableMessages>;
  /** The plans' heading level under the page's own headings (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

// A price list's usual length (the reference API seeds three plans): their room is held while they load.
const planPlaceholders = ['first', 'second', 'third'] as const;

/**
 * The plans with a Mensalmente/Anualmente toggle (annual saves 20 %), each with its price per month and
 * a 'Experimente 7 dias grátis' link that opens the plan's checkout for that period in a new tab.
 */
export function PricingTable({
  plans,
  period: controlled,
  onPeriodChange,
  isLoading,
  errorMessage,
  messages,
  headingLevel = 3,
}: PricingTableProps) {
  const copy = useCopy('pricingTable', pricingTableMessages, messages);
  const own = usePricingPeriod();
  const period = controlled ?? own.period;
  const isAnnual = period === pricingPeriods[1];
  const choose = (next: PricingPeriod) => {
    own.setPeriod(next);
    onPeriodChange?.(next);
  };

  return (
    <div className={styles.root}>
      <PeriodToggle label={copy.period} period={period} onChange={choose}>
        {[
          copy.monthly,
          <>
            {copy.yearly}
            <span className={styles.saving}>
              {formatMessage(copy.yearlySaving, { percent: LIMITS.annualDiscountPercent })}
            </span>
          </>,
        ]}
      </PeriodToggle>
      {errorMessage ? <Banner tone="danger">{errorMessage}</Banner> : null}
      {isLoading ? (
        <>
          <Spinner label={copy.loading} showLabel />
          <ul className={styles.plans} aria-hidden="true">
            {planPlaceholders.map((key) => (
              <li key={key} className={styles.loadingPlaceholder} />
            ))}
          </ul>
        </>
      ) : null}
      {!isLoading && !errorMessage && plans.length === 0 ? (
        <p className={planStyles.note}>{copy.empty}</p>
      ) : null}
      {!isLoading && !errorMessage && plans.length > 0 ? (
        <ul className={styles.plans}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} isAnnual={isAnnual} messages={copy} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface PlanCardProps {
  plan: Plan;
  isAnnual: boolean;
  messages: PricingTableMessages;
  headingLevel: 2 | 3 | 4;
}

function PlanCard({ plan, isAnnual, messages: copy, headingLevel }: PlanCardProps) {
  const days = plan.freeTrialDays || LIMITS.freeTrialDays;
  return (
    <Card as="article" title={plan.name} description={plan.description} headingLevel={headingLevel}>
      <div className={styles.plan}>
        <p className={planStyles.price}>
          {formatPrice(isAnnual ? plan.yearlyPriceInMonths : plan.price)}
          <span className={planStyles.unit}>{copy.perMonth}</span>
        </p>
        {isAnnual ? (
          <p className={planStyles.note}>
            {formatMessage(copy.billedYearly, { price: formatPrice(plan.yearlyPrice) })}
          </p>
        ) : null}
        <p className={planStyles.note}>{formatMessage(copy.accounts, { count: plan.numberAccounts })}</p>
        <ul className={cx(planStyles.features, styles.features)}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <LinkButton href={isAnnual ? plan.yearlyPlanUrl : plan.planUrl} target="_blank" fullWidth>
          {formatMessage(copy.tryFree, { days })}
          <span className={styles.srOnly}> {formatMessage(copy.newTab, { name: plan.name })}</span>
        </LinkButton>
      </div>
    </Card>
  );
}
