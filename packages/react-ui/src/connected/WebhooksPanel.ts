export {
  ConnectedWebhooksPanel,
  type ConnectedWebhooksPanelProps,
} from '../WebhooksPanel/ConnectedWebhooksPanel';
