import { hookMessages } from '@postify/hooks/state';

/** The subscription card's pt-BR copy. Override through `messages`. */
export const subscriptionCardMessages = {
  title: 'Sua assinatura',
  perMonth: '/mês',
  accounts: '{count} contas sociais',
  features: 'Recursos incluídos',
  freeTrial: 'Teste grátis até {date}',
  since: 'Assinante desde {date}',
  renews: 'Próxima cobrança em {date}',
  monthly: 'Cobrança mensal',
  yearly: 'Cobrança anual',
  statusACTIVE: 'Ativa',
  statusTRIALING: 'Em teste',
  statusCANCELED: 'Cancelada',
  statusPAST_DUE: 'Pagamento pendente',
  none: 'Nenhuma assinatura ativa',
  loading: 'Carregando...',
  loadErrorTitle: 'Erro',
  loadError: hookMessages.loadSubscription,
} as const;

/** The shape of the subscription card's copy. */
export type SubscriptionCardMessages = { -readonly [K in keyof typeof subscriptionCardMessages]: string };
