import type { Widen } from '../i18n/useCopy';
import type { approvalSettingMessages } from './messages';

/** English of `approvalSettingMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const approvalSettingEn: Widen<typeof approvalSettingMessages> = {
  title: 'Approval',
  description:
    'For agencies and teams: an admin (or the client, through a review link) approves before publishing.',
  queueLink: 'Open review queue',
  saveError: 'Could not save the setting.',
};
