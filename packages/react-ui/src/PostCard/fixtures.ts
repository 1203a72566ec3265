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
  /** The state of each schedule, in turn (overrides `posted`); failed ones get `failureReasons`. */
  states?: Schemas['Schedule']['status'][];
  failureReasons?: (string | null)[];
  /** The connection of each schedule's account, in turn; ACTIVE by default. */
  accountStates?: Schemas['Schedule']['socialMediaAccount']['status'][];
}

/** Shown by the fixtures' failed schedules: the API's pt-BR reasons. */
export const sampleFailureReasons = {
  refused: 'A rede recusou a publicação: O vídeo excede a duração máxima permitida.',
  disconnected: 'A conta precisa ser conectada novamente antes de publicar.',
} as const;

/** A post numbered `id` with generated media and schedules. */
export function samplePost(id: number, options: SamplePostOptions = {}): Schemas['Post'] {
  const { scheduleHours = [24], posted = false, images = 1 } = options;
  const media = Array.from({ length: images }, (_, i) => sampleImage(id + i, 320, 200));
  const schedules: Schemas['Schedule'][] = scheduleHours.map((h, i) => {
    const account = sampleAccounts[i % sampleAccounts.length] ?? sampleAccounts[0];
    const scheduledAt = new Date(fixtureNow.getTime() + h * hour).toISOString();
    const state = options.states?.[i] ?? (posted && i === 0 ? 'POSTED' : 'SCHEDULED');
    return {
      id: id * 10 + i,
      scheduledAt,
      postedAt: state === 'POSTED' ? new Date(fixtureNow.getTime() + h * hour + 60_000).toISOString() : null,
      status: state,
      failureReason: state === 'FAILED' ? (options.failureReasons?.[i] ?? null) : null,
      socialMediaAccount: {
        ...(account ?? { id: 'x', platformName: 'Instagram', username: 'x' }),
        status: options.accountStates?.[i] ?? 'ACTIVE',
      },
    };
  });
  // Posted first, as the fixtures always listed them (the screenshots of the lists depend on it).
  const order = ['POSTED', 'SCHEDULED', 'PUBLISHING', 'FAILED'] as const;
  const status: Schemas['Post']['status'] = schedules.length
    ? order.filter((state) => schedules.some((schedule) => schedule.status === state))
    : ['DRAFT'];
  const overallStatus: Schemas['Post']['overallStatus'] = !schedules.length
    ? 'DRAFT'
    : status.includes('PUBLISHING')
      ? 'PUBLISHING'
      : status.includes('SCHEDULED')
        ? 'SCHEDULED'
        : status.includes('POSTED') && status.includes('FAILED')
          ? 'PARTIAL'
          : (status[0] ?? 'DRAFT');
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
    overallStatus,
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
