import type { Plan } from './PricingTable';

const plan = (
  id: number,
  name: string,
  price: number,
  yearlyPrice: number,
  numberAccounts: number,
  features: string[],
): Plan => ({
  id,
  name,
  description: `Plano ${name} para quem publica em várias redes`,
  price,
  yearlyPrice,
  yearlyPriceInMonths: yearlyPrice / 12,
  numberAccounts,
  freeTrialDays: 7,
  isActive: true,
  planUrl: `https://pagamentos.example.com/checkout?plan=${id}&period=monthly`,
  yearlyPlanUrl: `https://pagamentos.example.com/checkout?plan=${id}&period=yearly`,
  features,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
});

/** The landing page's plans, as the account spec lists them. */
export const plans: Plan[] = [
  plan(1, 'Starter', 19.99, 192, 5, ['Agendamento de posts', 'Calendário de posts']),
  plan(2, 'Pro', 59.99, 576, 15, ['Tudo do Starter', '50 GB de mídia', 'Sugestões de legenda com IA']),
  plan(3, 'Premier', 219.99, 2112, 20, ['Tudo do Pro', '1 TB de mídia', 'Contas ilimitadas']),
];
