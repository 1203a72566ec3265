import type { Widen } from '../../i18n/useCopy';
import type { postPreviewMessages } from './messages';

/** English of `postPreviewMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const postPreviewEn: Widen<typeof postPreviewMessages> = {
  tabs: 'Preview per network',
  defaultTab: 'Default',
  problemsTitle: 'Before publishing',
  noProblems: 'All set to publish on this network.',
  noProblemsAll: 'All set to publish on every network.',
};
