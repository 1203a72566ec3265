import type { ScheduleItem } from '@postify/sdk/schemas';
import type { AccountGroup } from './types';

// Story and test data: two platforms with accounts, one without, and a fixed "now".

/** Platforms as `GET /platforms/user` returns them (only the fields the editor reads). */
export const samplePlatforms: AccountGroup[] = [
  {
    id: 1,
    name: 'Instagram',
    socialMediaAccounts: [
      { id: 'ig-1', username: 'loja.aurora' },
      { id: 'ig-2', username: 'aurora.outlet' },
    ],
  },
  { id: 2, name: 'Facebook', socialMediaAccounts: [{ id: 'fb-1', username: 'Loja Aurora' }] },
  { id: 3, name: 'TikTok', socialMediaAccounts: [] },
];

/** 20 Nov 2026, 09:00 local time. */
export const fixedNow = () => new Date(2026, 10, 20, 9, 0);

/** Two schedules after {@link fixedNow}, the second repeating. */
export const sampleItems: ScheduleItem[] = [
  {
    id: 's1',
    date: '2026-12-01',
    time: '10:00',
    socialMediaAccountIds: ['ig-1'],
    repeatType: 0,
    repeatNumber: 0,
  },
  {
    id: 's2',
    date: '2026-12-05',
    time: '18:30',
    socialMediaAccountIds: ['ig-2', 'fb-1'],
    repeatType: 7,
    repeatNumber: 3,
  },
];
