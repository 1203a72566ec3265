import { hookMessages } from '@postify/hooks/state';

/** The billing card's pt-BR copy; the spec's two messages come from the hooks' catalogue. Override through `messages`. */
export const billingCardMessages = {
  title: 'Gerenciar Cobrança',
  description:
    'Atualize a forma de pagamento, baixe faturas ou cancele sua assinatura no portal de cobrança.',
  openPortal: 'Acessar Portal de Cobrança',
  newTab: '(abre em uma nova aba)',
  loading: 'Carregando...',
  loadError: hookMessages.loadBilling,
  noSubscription: hookMessages.noSubscription,
} as const;

/** The shape of the billing card's copy. */
export type BillingCardMessages = { -readonly [K in keyof typeof billingCardMessages]: string };
