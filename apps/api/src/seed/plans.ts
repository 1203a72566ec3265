/**
 * The plans of account spec section 9, in BRL; storage from the storage decisions in openapi/README.md.
 * Plain data with no import: the host's prerendered landing page shows these prices (`@postify/api/plans`).
 */
export const planSeeds = [
  {
    name: 'Starter',
    description: 'Para criadores que estão começando a organizar suas redes.',
    price: 19.99,
    yearlyPrice: 192,
    yearlyPriceInMonths: 16,
    numberAccounts: 5,
    maxProjects: null,
    storageGb: 10,
    features: [
      'Até 5 contas conectadas',
      'Agendamento de posts',
      'Calendário de publicações',
      'Sugestões de legenda e hashtags com IA',
      '10 GB de armazenamento de mídia',
    ],
  },
  {
    name: 'Pro',
    description: 'Para profissionais e pequenas empresas que publicam todos os dias.',
    price: 59.99,
    yearlyPrice: 576,
    yearlyPriceInMonths: 48,
    numberAccounts: 15,
    maxProjects: null,
    storageGb: 50,
    features: [
      'Até 15 contas conectadas',
      'Agendamento com repetições',
      'Painel de métricas centralizado',
      'Sugestões de legenda e hashtags com IA',
      '50 GB de armazenamento de mídia',
    ],
  },
  {
    name: 'Premier',
    description: 'Para agências que gerenciam muitas marcas e equipes.',
    price: 219.99,
    yearlyPrice: 2112,
    yearlyPriceInMonths: 176,
    numberAccounts: 20,
    // "Unlimited" in the spec's copy: projects are where an agency feels it, so Premier has no project cap.
    maxProjects: 0,
    storageGb: 1024,
    features: [
      'Contas ilimitadas (20 por projeto)',
      'Projetos ilimitados com equipes e papéis',
      'Painel de métricas centralizado',
      'Sugestões de legenda e hashtags com IA',
      '1 TB de armazenamento de mídia',
    ],
  },
] as const;
