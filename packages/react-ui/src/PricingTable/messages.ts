import { stateMessages } from '@postify/sdk/rules';

/** The pricing table's pt-BR copy; the period names come from the SDK's pricing rule. Override through `messages`. */
export const pricingTableMessages = {
  title: 'Planos',
  period: 'Período de cobrança',
  monthly: stateMessages.pricingMonthly,
  yearly: stateMessages.pricingYearly,
  yearlySaving: 'Economize {percent}%',
  perMonth: '/mês',
  billedYearly: '{price} cobrados anualmente',
  accounts: '{count} contas sociais',
  tryFree: 'Experimente {days} dias grátis',
  loading: 'Carregando planos...',
  loadError: 'Erro ao carregar planos',
  empty: 'Nenhum plano disponível no momento',
  newTab: 'do plano {name} (abre em uma nova aba)',
} as const;

/** The shape of the pricing table's copy. */
export type PricingTableMessages = { -readonly [K in keyof typeof pricingTableMessages]: string };
