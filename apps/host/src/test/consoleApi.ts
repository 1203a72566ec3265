import type { FakeApi } from './fakeApi';
import { demoSession } from './renderApp';

export const instagramAccount = {
  id: '7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b',
  platformId: 1,
  platformName: 'Instagram',
  username: 'lojadamaria',
  userProfilePictureUrl: null,
  status: 'ACTIVE',
  createdAt: '2026-11-22T14:06:00.000Z',
};
export const tiktokAccount = {
  ...instagramAccount,
  id: '8e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b',
  platformId: 3,
  platformName: 'TikTok',
  username: 'maria.tt',
};

export const platforms = [
  {
    id: 1,
    name: 'Instagram',
    displayIcon: 'http://x/i.svg',
    isAllowedToLink: true,
    socialMediaAccounts: [instagramAccount],
  },
  {
    id: 3,
    name: 'TikTok',
    displayIcon: 'http://x/t.svg',
    isAllowedToLink: true,
    socialMediaAccounts: [tiktokAccount],
  },
  { id: 4, name: 'LinkedIn', displayIcon: 'http://x/l.svg', isAllowedToLink: true, socialMediaAccounts: [] },
  { id: 8, name: 'Bluesky', displayIcon: 'http://x/b.svg', isAllowedToLink: true, socialMediaAccounts: [] },
  // A platform row without a provider yet: what the console shows as 'Em breve'.
  { id: 9, name: 'Mastodon', displayIcon: 'http://x/m.svg', isAllowedToLink: false, socialMediaAccounts: [] },
];

export const projects = [
  {
    id: 'p1',
    name: 'Loja da Maria',
    description: 'Projeto principal',
    timeZone: 'America/Sao_Paulo',
    memberCount: 1,
    isDefault: false,
    userRole: 'OWNER',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 'p2',
    name: 'Agência',
    description: 'Projeto padrão',
    timeZone: 'America/Sao_Paulo',
    memberCount: 2,
    isDefault: true,
    userRole: 'ADMIN',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
];

/** A post with one schedule at `scheduledAt`, posted or not. */
export function post(id: number, caption: string, scheduledAt: string, postedAt: string | null = null) {
  return {
    id,
    caption,
    description: null,
    location: null,
    userTags: null,
    productTags: null,
    altText: null,
    mediaUrls: [],
    media: [],
    status: [postedAt ? 'POSTED' : 'SCHEDULED'],
    overallStatus: postedAt ? 'POSTED' : 'SCHEDULED',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    schedules: [
      {
        id: id * 10,
        scheduledAt,
        postedAt,
        status: postedAt ? 'POSTED' : 'SCHEDULED',
        failureReason: null,
        socialMediaAccount: {
          id: instagramAccount.id,
          platformName: 'Instagram',
          username: 'lojadamaria',
          status: 'ACTIVE',
        },
      },
    ],
  };
}

export function page(content: unknown[], pageNumber = 0, hasNext = false) {
  return {
    content,
    page: pageNumber,
    size: 15,
    totalElements: content.length,
    totalItems: content.length,
    totalPages: hasNext ? pageNumber + 2 : pageNumber + 1,
    hasNext,
    hasPrevious: pageNumber > 0,
    isFirst: pageNumber === 0,
    isLast: !hasNext,
  };
}

/** The answers every console screen needs around it: projects, platforms, onboarding. */
export function answerConsoleBasics(api: FakeApi) {
  api.on('GET /projects', () => ({ data: { projects } }));
  // Settings shows the webhooks of projects the user administers (none yet).
  for (const { id } of projects) api.on(`GET /projects/${id}/webhooks`, () => ({ data: [] }));
  api.on('GET /platforms/user', () => ({ data: platforms }));
  api.on('GET /user/profile/onboarding', () => ({
    data: {
      isCompleted: false,
      completedSteps: 1,
      totalSteps: 4,
      steps: [
        {
          id: 'connect-accounts',
          title: 'Conectar contas',
          description: 'Conecte suas redes.',
          completed: true,
        },
        { id: 'create-post', title: 'Criar post', description: 'Crie seu primeiro post.', completed: false },
      ],
    },
  }));
  api.on('GET /posts', () => ({ data: page([]) }));
}

export { demoSession };
