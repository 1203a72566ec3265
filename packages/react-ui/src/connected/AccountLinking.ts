export {
  ConnectedAccountLinking,
  type ConnectedAccountLinkingProps,
} from '../AccountLinking/ConnectedAccountLinking';
