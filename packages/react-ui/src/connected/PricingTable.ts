export {
  ConnectedPricingTable,
  type ConnectedPricingTableProps,
} from '../PricingTable/ConnectedPricingTable';
