import { planSeeds } from '@postify/api/plans';
import { networkMarks } from '@postify/sdk/marks';

/** The landing page's five problem/solution cards (account spec, section 2). */
export const problemCards = [
  {
    id: 'platforms',
    problem: 'Muitas plataformas',
    problemText:
      'Abrir o Instagram, o Facebook e o TikTok um por um para publicar a mesma ideia consome o seu dia.',
    solution: 'Tudo em um só lugar',
    solutionText: 'Conecte suas contas e publique em todas as redes a partir de um único painel.',
  },
  {
    id: 'scheduling',
    problem: 'Agendamento',
    problemText: 'Lembrar de postar no horário certo, todos os dias, é cansativo e fácil de esquecer.',
    solution: 'Agende com repetição',
    solutionText:
      'Escolha data, horário e contas; repita o post quantas vezes quiser e veja tudo no calendário.',
  },
  {
    id: 'insights',
    problem: 'Falta de insights',
    problemText: 'Sem números reunidos, você não sabe o que funciona nem para quem está falando.',
    solution: 'Métricas centralizadas',
    solutionText: 'Seguidores, publicações e alcance das suas contas reunidos em um painel.',
  },
  {
    id: 'interface',
    problem: 'Interface complexa',
    problemText: 'Ferramentas cheias de menus escondidos tornam cada publicação uma tarefa demorada.',
    solution: 'Simples de usar',
    solutionText: 'Escreva uma vez, veja a prévia de cada rede e publique em poucos cliques.',
  },
  {
    id: 'content',
    problem: 'Criação de conteúdo',
    problemText: 'Encontrar a legenda certa e as hashtags ideais toma mais tempo do que criar o post.',
    solution: 'Legendas com IA',
    solutionText: 'Receba sugestões de legenda e de hashtags geradas a partir do seu texto.',
  },
] as const;

/** The words the headline types in turn. */
export const headlineWords = ['Instagram', 'Facebook', 'TikTok'] as const;

/** What the landing page lists under each plan: shorter than the plan's own features list. */
const landingFeatures: Record<(typeof planSeeds)[number]['name'], readonly string[]> = {
  Starter: ['5 contas sociais', 'Agendamento de posts', 'Legendas e hashtags com IA'],
  Pro: ['15 contas sociais', '50 GB de mídia', 'Métricas centralizadas'],
  Premier: ['Contas ilimitadas (até 20 listadas)', '1 TB de mídia', 'Suporte prioritário'],
};

/**
 * The landing page's plans, prerendered with the page: names and BRL prices from the API's plan table (the
 * one its seed writes), so the two never disagree; the /pricing page reads the live plans from the API.
 */
export const landingPlans = planSeeds.map((plan) => ({
  name: plan.name,
  monthly: plan.price,
  yearly: plan.yearlyPrice,
  yearlyInMonths: plan.yearlyPriceInMonths,
  features: landingFeatures[plan.name],
}));

/**
 * Networks in the logo carousel: every network of the SDK's registry (each one links and publishes), by the
 * name its mark carries.
 */
export const platformLogos: readonly string[] = Object.values(networkMarks).map((mark) => mark.name);
