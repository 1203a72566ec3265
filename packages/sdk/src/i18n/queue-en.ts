import type { queueMessages } from '../rules/queue.js';

/** English for {@link queueMessages} (`queue.*`). */
export const queueEn: Record<keyof typeof queueMessages, string> = {
  weekdayInvalid: 'Choose a day of the week',
  timeInvalid: 'Enter a time between 00:00 and 23:59',
  slotDuplicate: 'This account already has a queue slot on this day and time',
  slotsMax: 'Each account accepts up to 28 queue slots',
  noSlots: 'This account has no queue slots yet. Set them in Queue slots.',
  queueFull: 'Every queue slot of this account is taken for the next 8 weeks',
  notQueued: 'Only publications still waiting in the same account’s queue can be reordered',
};
