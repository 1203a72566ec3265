import type { Platform, SocialMediaAccount } from './PlatformCard';

/** The icon address the API gives (the cards draw the SDK's marks instead of loading it). */
const icon = (network: string) => `http://localhost:3000/static/networks/${network}.svg`;

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
    displayIcon: icon('instagram'),
    isAllowedToLink: true,
    socialMediaAccounts: [
      account('1', 1, 'Instagram', '@aurora.agencia'),
      account('2', 1, 'Instagram', '@padaria.sol', 'EXPIRED'),
    ],
  },
  {
    id: 2,
    name: 'Facebook',
    displayIcon: icon('facebook'),
    isAllowedToLink: true,
    socialMediaAccounts: [account('3', 2, 'Facebook', 'Aurora Agência')],
  },
  {
    id: 3,
    name: 'TikTok',
    displayIcon: icon('tiktok'),
    isAllowedToLink: true,
    socialMediaAccounts: [],
  },
  {
    id: 4,
    name: 'LinkedIn',
    displayIcon: icon('linkedin'),
    isAllowedToLink: false,
    socialMediaAccounts: [],
  },
];
