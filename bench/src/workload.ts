import { call, demo, signInDemo } from './session.js';

// The data the API benchmark reads: the seeded demo account signed in, 200 posts (so page 15 exists)
// scheduled across the current week on its first connected account, and a storage folder to upload into.

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** More than the sign-in calls one run makes in `BENCH_SECONDS`, so no account is asked twice in 30 s. */
export const loginAccounts = 3000;
/** The e-mail of copy `i` of the demo user (src/api-server.ts seeds them). */
export const loginEmail = (i: number) => `carga-${i}@postify.dev`;

export interface Workload {
  /** The demo user's id (the calibration routes read its row). */
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  folderId: string;
  weekFrom: string;
  weekTo: string;
}

/** Signs the demo user in and creates what the measured calls read. */
export async function prepareWorkload(base: string): Promise<Workload> {
  const { accessToken, user } = await signInDemo(base);
  const platforms = await call<{ socialMediaAccounts: { id: string }[] }[]>(base, '/platforms/user', {
    token: accessToken,
  });
  const accountId = platforms.flatMap((p) => p.socialMediaAccounts)[0]?.id;
  if (!accountId) throw new Error('the demo seed has no connected account');

  const weekStart = new Date();
  weekStart.setUTCHours(0, 0, 0, 0);
  const weekEnd = new Date(weekStart.getTime() + 7 * 86_400_000);
  for (let i = 0; i < 200; i++) {
    const form = new FormData();
    form.set('caption', `Post de carga número ${i + 1} #postify`);
    form.set(
      'scheduleRequestDtos[0].schedule',
      new Date(weekStart.getTime() + 86_400_000 + i * 2_400_000).toISOString(),
    );
    form.set('scheduleRequestDtos[0].repeatType', '0');
    form.set('scheduleRequestDtos[0].repeatNumber', '0');
    form.set('scheduleRequestDtos[0].socialMediaAccountIds[0]', accountId);
    form.set('media', new Blob([pngBytes], { type: 'image/png' }), `foto-${i + 1}.png`);
    await call(base, '/templates/scheduled', { method: 'POST', body: form, token: accessToken });
  }
  const folder = await call<{ folderId: string }>(base, '/storage/folders', {
    method: 'POST',
    token: accessToken,
    body: JSON.stringify({ name: 'Benchmark' }),
  });
  return {
    ...demo,
    userId: (user as { id: string }).id,
    accessToken,
    folderId: folder.folderId,
    weekFrom: weekStart.toISOString(),
    weekTo: weekEnd.toISOString(),
  };
}
