import type { Widen } from '../i18n/useCopy';
import type { queueListMessages } from './messages';

/** English of `queueListMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const queueListEn: Widen<typeof queueListMessages> = {
  title: 'Queue',
  description: "This account's next queue slots. Move a post to trade slots with its neighbour.",
  free: 'Free slot',
  from: 'Show from',
  fromHint: 'The queue shows 8 weeks from this day.',
  moveUp: 'Move up: {caption}',
  moveDown: 'Move down: {caption}',
  loadError: 'The queue could not be loaded.',
  emptyTitle: 'The queue is empty',
  emptyHint: "Set this account's queue slots to see the next ones here.",
  moved: '{caption} now goes out on {when}.',
};
