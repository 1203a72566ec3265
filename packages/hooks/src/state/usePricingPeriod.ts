import { type PricingPeriod, pricingPeriods } from '@postify/sdk/rules';
import { useCallback, useState } from 'react';

/** State of the monthly/annual pricing toggle. */
export interface PricingPeriodState {
  period: PricingPeriod;
  isAnnual: boolean;
  periods: readonly PricingPeriod[];
  setPeriod: (period: PricingPeriod) => void;
  toggle: () => void;
}

/** The pricing toggle: 'Mensalmente' by default, or 'Anualmente'. */
export function usePricingPeriod(initial: PricingPeriod = pricingPeriods[0]): PricingPeriodState {
  const [period, setPeriod] = useState<PricingPeriod>(initial);
  const toggle = useCallback(
    () => setPeriod((current) => (current === pricingPeriods[0] ? pricingPeriods[1] : pricingPeriods[0])),
    [],
  );
  return { period, isAnnual: period === pricingPeriods[1], periods: pricingPeriods, setPeriod, toggle };
}
