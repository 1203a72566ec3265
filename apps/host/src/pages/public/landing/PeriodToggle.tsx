import type { PricingPeriod } from '@postify/sdk/rules';
import * as styles from '../../../layout/public.css';

/** The 'Mensalmente' / 'Anualmente' toggle, as two pressed-state buttons. */
export function PeriodToggle({
  period,
  periods,
  onChange,
  yearlyNote,
}: {
  period: PricingPeriod;
  periods: readonly PricingPeriod[];
  onChange: (period: PricingPeriod) => void;
  yearlyNote: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset
    <div className={styles.toggle} role="group" aria-label="Período de cobrança">
      {periods.map((option, index) => (
        <button
          key={option}
          type="button"
          className={styles.toggleOption}
          aria-pressed={period === option}
          onClick={() => onChange(option)}
        >
          {index === 1 && yearlyNote ? `${option} (${yearlyNote})` : option}
        </button>
      ))}
    </div>
  );
}
