import { usePlans } from '@postify/hooks';
import { PricingTable, type PricingTableProps } from './PricingTable';

export type ConnectedPricingTableProps = Pick<
  PricingTableProps,
  'period' | 'onPeriodChange' | 'messages' | 'headingLevel'
>;

/** `PricingTable` on `usePlans` of `@postify/hooks` (active plans, cheapest first). */
export function ConnectedPricingTable(props: ConnectedPricingTableProps) {
  const plans = usePlans();
  return (
    <PricingTable
      {...props}
      plans={plans.data ?? []}
      isLoading={plans.isLoading}
      errorMessage={plans.errorMessage}
    />
  );
}
