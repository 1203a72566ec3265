import type { Platform, SocialMediaAccount } from './PlatformCard';

const icon = (fill: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" rx="6" fill="${fill}"/><text x="12" y="17" font-size="14" font-family="sans-serif" fill="#fff" text-anchor="middle">${letter}</text></svg>`)}`;

const account = (
  id: string,
  platformId: number,
  platformName: string,
  username: string,
  status: SocialMediaAccount['status'] = 'ACTIVE',
): SocialMediaAccount => ({
  id: `3c1e0000-0000-4000-8000-00000000000${id}`,
  platformId,
  platformName,
  username,
  userProfilePictureUrl: null,
  status,
  createdAt: '2026-11-01T12:00:00.000Z',
});

/** Instagram with two accounts (one expired), Facebook with one, TikTok with none, LinkedIn coming soon. */
export const platforms: Platform[] = [
  {
    id: 1,
    name: 'Instagram',
    displayIcon: icon('#c13584', 'I'),
    isAllowedToLink: true,
    socialMediaAccounts: [
      account('1', 1, 'Instagram', '@aurora.agencia'),
      account('2', 1, 'Instagram', '@padaria.sol', 'EXPIRED'),
    ],
  },
  {
    id: 2,
    name: 'Facebook',
    displayIcon: icon('#1877f2', 'F'),
    isAllowedToLink: true,
    socialMediaAccounts: [account('3', 2, 'Facebook', 'Aurora Agência')],
  },
  {
    id: 3,
    name: 'TikTok',
    displayIcon: icon('#111111', 'T'),
    isAllowedToLink: true,
    socialMediaAccounts: [],
  },
  {
    id: 4,
    name: 'LinkedIn',
    displayIcon: icon('#0a66c2', 'in'),
    isAllowedToLink: false,
    socialMediaAccounts: [],
  },
];
