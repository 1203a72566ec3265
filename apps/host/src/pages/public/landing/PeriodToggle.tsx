import type { PricingPeriodState } from '@postify/hooks';
import * as styles from '../../../layout/public.css';

/** The 'Mensalmente' / 'Anualmente' toggle, as two pressed-state buttons. */
export function PeriodToggle({ pricing, yearlyNote }: { pricing: PricingPeriodState; yearlyNote: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset
    <div className={styles.toggle} role="group" aria-label="Período de cobrança">
      {pricing.periods.map((period, index) => (
        <button
          key={period}
          type="button"
          className={styles.toggleOption}
          aria-pressed={pricing.period === period}
          onClick={() => pricing.setPeriod(period)}
        >
          {index === 1 && yearlyNote ? `${period} (${yearlyNote})` : period}
        </button>
      ))}
    </div>
  );
}
