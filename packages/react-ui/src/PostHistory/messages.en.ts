import type { Widen } from '../i18n/useCopy';
import type { postHistoryMessages } from './messages';

/** English of `postHistoryMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const postHistoryEn: Widen<typeof postHistoryMessages> = {
  toggle: 'History',
  listLabel: 'History of post #{id}',
  loading: 'Loading history...',
  loadError: 'Could not load the history.',
  empty: 'Nothing recorded yet.',
};
