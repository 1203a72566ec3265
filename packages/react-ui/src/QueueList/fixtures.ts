import type { Schemas } from '@postify/sdk';

const account = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** A slot instant: `held` gives its post (id and caption), otherwise it is free. */
export function queueEntry(at: string, held?: { id: number; caption: string }): Schemas['QueueEntry'] {
  return held
    ? { at, socialMediaAccountId: account, scheduleId: held.id + 300, postId: held.id, caption: held.caption }
    : { at, socialMediaAccountId: account, scheduleId: null, postId: null, caption: null };
}

/** An account posting Monday and Thursday at 09:00 (São Paulo): two posts queued, then free slots. */
export const sampleQueue = [
  queueEntry('2026-11-30T12:00:00.000Z', { id: 41, caption: 'Promoção de verão! ☀️' }),
  queueEntry('2026-12-03T12:00:00.000Z', { id: 42, caption: 'Bastidores da nova coleção' }),
  queueEntry('2026-12-07T12:00:00.000Z'),
  queueEntry('2026-12-10T12:00:00.000Z', { id: 43, caption: 'Dica da semana: como cuidar do couro' }),
  queueEntry('2026-12-14T12:00:00.000Z'),
];
