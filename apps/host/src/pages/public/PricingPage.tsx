import { usePlans, usePricingPeriod } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Spinner } from '@postify/react-ui/Spinner';
import { formatPrice } from '@postify/sdk/format';
import { LIMITS } from '@postify/sdk/schemas';
import * as page from '../../layout/layout.css';
import * as styles from '../../layout/public.css';
import { PeriodToggle } from './landing/PeriodToggle';

/** The plans the API lists today: the page keeps their room while they load (the page is prerendered). */
const placeholders = ['first', 'second', 'third'];

/** /pricing: the live plans with the monthly/annual toggle; the trial button opens the plan's checkout in a new tab. */
export default function PricingPage() {
  const pricing = usePricingPeriod();
  // Active plans only, cheapest first (account spec, section 7): usePlans applies the rule.
  const plans = usePlans();
  return (
    <main className={styles.section}>
      <h1 className={`${page.heading} ${styles.sectionTitle}`}>Planos e preços</h1>
      <p className={`${styles.muted} ${styles.sectionTitle}`}>
        Todos os planos começam com {LIMITS.freeTrialDays} dias grátis. Cancele quando quiser.
      </p>
      <PeriodToggle
        period={pricing.period}
        periods={pricing.periods}
        onChange={pricing.setPeriod}
        yearlyNote={`economize ${LIMITS.annualDiscountPercent}%`}
      />
      {plans.isError ? <Banner tone="danger">Não foi possível carregar os planos.</Banner> : null}
      {plans.isPending ? (
        <div className={styles.grid}>
          {placeholders.map((key, index) => (
            <div key={key} className={styles.planPlaceholder}>
              {index === 0 ? <Spinner label="Carregando planos..." showLabel /> : null}
            </div>
          ))}
        </div>
      ) : null}
      <div className={styles.grid}>
        {(plans.data ?? []).map((plan) => (
          <article key={plan.id} className={styles.panel}>
            <h2 className={styles.panelTitle}>{plan.name}</h2>
            <p className={styles.muted}>{plan.description}</p>
            <p className={styles.price}>
              {formatPrice(pricing.isAnnual ? plan.yearlyPriceInMonths : plan.price)}
              <span className={styles.muted}>/mês</span>
            </p>
            <p className={styles.muted}>
              {pricing.isAnnual ? `${formatPrice(plan.yearlyPrice)} por ano` : 'Cobrança mensal'} · até{' '}
              {plan.numberAccounts} contas
            </p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <a
              className={styles.cta}
              href={pricing.isAnnual ? plan.yearlyPlanUrl : plan.planUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Experimente {plan.freeTrialDays} dias grátis
              <span className={styles.visuallyHidden}> do plano {plan.name} (abre em nova aba)</span>
            </a>
          </article>
        ))}
      </div>
    </main>
  );
}
