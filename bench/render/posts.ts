import type { Schemas } from '@postify/sdk';

type Post = Schemas['Post'];

type Account = Schemas['Schedule']['socialMediaAccount'];

const instagram: Account = {
  id: '11111111-1111-4111-8111-111111111111',
  platformName: 'Instagram',
  username: 'cafe.aurora',
  status: 'ACTIVE',
};
const accounts: Account[] = [
  instagram,
  {
    id: '22222222-2222-4222-8222-222222222222',
    platformName: 'Facebook',
    username: 'CafeAurora',
    status: 'ACTIVE',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    platformName: 'TikTok',
    username: 'cafeaurora',
    status: 'ACTIVE',
  },
];

const hour = 3_600_000;

/** A small picture per post, as a data URL: the page fetches nothing, so the network is not measured. */
function picture(id: number): string {
  const hue = (id * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="hsl(${hue},60%,70%)"/><text x="24" y="110" font-size="40" font-family="sans-serif">#${id}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Post number `id` with one picture and schedules at `times` (one account each, in turn). */
export function benchPost(id: number, times: Date[]): Post {
  const url = picture(id);
  const schedules: Schemas['Schedule'][] = times.map((at, i) => ({
    id: id * 10 + i,
    scheduledAt: at.toISOString(),
    postedAt: null,
    status: 'SCHEDULED',
    failureReason: null,
    socialMediaAccount: accounts[(id + i) % accounts.length] ?? instagram,
  }));
  return {
    id,
    caption: `Novidade #${id}: café especial da semana, com entrega no bairro todo ☕ #cafe #postify`,
    description: id % 2 ? 'Campanha de verão' : null,
    location: null,
    userTags: null,
    productTags: null,
    altText: null,
    mediaUrls: [url],
    media: [{ url, contentType: 'image/svg+xml', fileName: `foto-${id}.svg` }],
    status: ['SCHEDULED'],
    overallStatus: 'SCHEDULED',
    createdAt: new Date(Date.UTC(2026, 10, 22) - id * hour).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 22) - id * hour).toISOString(),
    schedules,
  };
}

/** `count` posts for the grid, newest first, each scheduled on one or two networks. */
export function gridPosts(count: number): Post[] {
  const start = Date.UTC(2026, 10, 23, 12);
  return Array.from({ length: count }, (_, i) =>
    benchPost(
      i + 1,
      Array.from({ length: 1 + (i % 2) }, (_, k) => new Date(start + ((i * 7) % 720) * hour + k * hour)),
    ),
  );
}

/** `count` posts spread over the seven days from `weekStart`, between 06:00 and 22:00 local time. */
export function weekPosts(count: number, weekStart: Date): Post[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(weekStart);
    at.setDate(at.getDate() + (i % 7));
    at.setHours(6 + (Math.floor(i / 7) % 16), (i * 13) % 60, 0, 0);
    return benchPost(i + 1, [at]);
  });
}

/** `count` posts spread over the days of the month of `day`, between 06:00 and 22:00 local time. */
export function monthPosts(count: number, day: Date): Post[] {
  const days = new Date(day.getFullYear(), day.getMonth() + 1, 0).getDate();
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(day.getFullYear(), day.getMonth(), 1 + (i % days));
    at.setHours(6 + (Math.floor(i / days) % 16), (i * 13) % 60, 0, 0);
    return benchPost(i + 1, [at]);
  });
}
