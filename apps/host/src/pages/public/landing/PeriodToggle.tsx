import type { PricingPeriod } from '@postify/sdk/rules';
import * as styles from '../../../layout/public.css';

/** What the yearly note will look like ('20% off'): the room it takes before it is known. */
const pendingNote = '00% off';

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
  const note = ` (${yearlyNote || pendingNote})`;
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
          {option}
          {index === 1 ? (
            // The note's room is held (an unseen note of the same shape) until it arrives: the centred
            // toggle would otherwise widen and move then.
            <span className={yearlyNote ? undefined : styles.pendingNote}>{note}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
