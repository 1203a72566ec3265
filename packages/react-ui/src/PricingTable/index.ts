export { type PricingTableMessages, pricingTableMessages } from './messages';
export { type Plan, PricingTable, type PricingTableProps } from './PricingTable';
