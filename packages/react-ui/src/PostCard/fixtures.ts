import type { Schemas } from '@postify/sdk';
import { sampleImage } from '../previews/fixtures/media';
import type { ScheduleAccount } from './draft';

// Story and test posts are generated here, with data-URL media: nothing is fetched.

/** Accounts used by the fixtures. */
export const sampleAccounts: ScheduleAccount[] = [
  { id: '11111111-1111-4111-8111-111111111111', platformName: 'Instagram', username: 'cafe.aurora' },
  { id: '22222222-2222-4222-8222-222222222222', platformName: 'Facebook', username: 'CafeAurora' },
  { id: '33333333-3333-4333-8333-333333333333', platformName: 'TikTok', username: 'cafeaurora' },
];

/** The moment every fixture is relative to: 22/11/2026 12:00 in São Paulo. */
export const fixtureNow = new Date('2026-11-22T15:00:00.000Z');

const hour = 3_600_000;

interface SamplePostOptions {
  /** Hours after `fixtureNow` of each schedule (one account each, in turn). */
  scheduleHours?: number[];
  /** Marks the first schedule as posted. */
  posted?: boolean;
  images?: number;
  caption?: string;
}

/** A post numbered `id` with generated media and schedules. */
export function samplePost(id: number, options: SamplePostOptions = {}): Schemas['Post'] {
  const { scheduleHours = [24], posted = false, images = 1 } = options;
  const media = Array.from({ length: images }, (_, i) => sampleImage(id + i, 320, 200));
  const schedules: Schemas['Schedule'][] = scheduleHours.map((h, i) => {
    const account = sampleAccounts[i % sampleAccounts.length] ?? sampleAccounts[0];
    const scheduledAt = new Date(fixtureNow.getTime() + h * hour).toISOString();
    const done = posted && i === 0;
    return {
      id: id * 10 + i,
      scheduledAt,
      postedAt: done ? new Date(fixtureNow.getTime() + h * hour + 60_000).toISOString() : null,
      status: done ? 'POSTED' : 'SCHEDULED',
      failureReason: null,
      socialMediaAccount: account ?? { id: 'x', platformName: 'Instagram', username: 'x' },
    };
  });
  const status: Schemas['Post']['status'] = schedules.length
    ? posted
      ? ['POSTED', ...(schedules.length > 1 ? (['SCHEDULED'] as const) : [])]
      : ['SCHEDULED']
    : ['DRAFT'];
  return {
    id,
    caption: options.caption ?? `Novidade #${id}: café especial da semana ☕`,
    description: id % 2 ? 'Campanha de verão' : null,
    location: null,
    userTags: null,
    productTags: null,
    altText: null,
    mediaUrls: media.map((item) => item.url),
    media: media.map((item, i) => ({
      url: item.url,
      contentType: 'image/svg+xml',
      fileName: `foto-${i + 1}.svg`,
    })),
    status,
    overallStatus: status[0] ?? 'DRAFT',
    createdAt: new Date(fixtureNow.getTime() - id * hour).toISOString(),
    updatedAt: new Date(fixtureNow.getTime() - id * hour).toISOString(),
    schedules,
  };
}

/** `count` posts numbered from `first`, with schedules spread over the next days. */
export function samplePosts(count: number, first = 1): Schemas['Post'][] {
  return Array.from({ length: count }, (_, i) =>
    samplePost(first + i, { scheduleHours: [((i * 7) % 160) + 1], posted: i % 3 === 0 }),
  );
}
