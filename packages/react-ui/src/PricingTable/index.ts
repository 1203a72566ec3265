export { ConnectedPricingTable, type ConnectedPricingTableProps } from './ConnectedPricingTable';
export { type PricingTableMessages, pricingTableMessages } from './messages';
export { type Plan, PricingTable, type PricingTableProps } from './PricingTable';
