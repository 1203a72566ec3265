import { formatPrice } from '@postify/sdk/format';
import { type PricingPeriod, pricingPeriods } from '@postify/sdk/rules';
import { useState } from 'react';
import * as styles from '../../../layout/public.css';
import { TrackedCta } from '../../../layout/TrackedCta';
import { landingPlans } from './content';
import { PeriodToggle } from './PeriodToggle';
import { useLandingLimits } from './useLandingLimits';

/** The landing page's plans with the monthly/annual toggle; every plan's button leads to /waiting. */
export function PricingSection() {
  // The SDK's periods with local state rather than usePricingPeriod: the landing stays out of the hooks'
  // bundle (see PostifyScope), and the toggle holds no rule beyond the SDK's list.
  const [period, setPeriod] = useState<PricingPeriod>(pricingPeriods[0]);
  const isAnnual = period === pricingPeriods[1];
  const limits = useLandingLimits();
  return (
    <section className={styles.section} aria-labelledby="planos">
      <h2 id="planos" className={styles.sectionTitle}>
        Planos
      </h2>
      <PeriodToggle
        period={period}
        periods={pricingPeriods}
        onChange={setPeriod}
        yearlyNote={limits ? `${limits.annualDiscountPercent}% off` : ''}
      />
      <div className={styles.grid}>
        {landingPlans.map((plan) => (
          <article key={plan.name} className={styles.panel}>
            <h3 className={styles.panelTitle}>{plan.name}</h3>
            <p className={styles.price}>
              {formatPrice(isAnnual ? plan.yearlyInMonths : plan.monthly)}
              <span className={styles.muted}>/mês</span>
            </p>
            <p className={styles.muted}>
              {isAnnual ? `${formatPrice(plan.yearly)} por ano` : 'Cobrança mensal'}
              {limits ? ` · ${limits.freeTrialDays} dias grátis` : null}
            </p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <TrackedCta target={`plan-${plan.name}`}>Entrar na lista de espera</TrackedCta>
          </article>
        ))}
      </div>
    </section>
  );
}
