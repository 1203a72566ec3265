import type { Widen } from '../i18n/useCopy';
import type { scheduleStatusListMessages } from './messages';

/** English of `scheduleStatusListMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const scheduleStatusListEn: Widen<typeof scheduleStatusListMessages> = {
  status: {
    SCHEDULED: 'Scheduled',
    PUBLISHING: 'Publishing',
    POSTED: 'Posted',
    FAILED: 'Failed',
  },
  queued: 'Queued',
  account: '{platform} @{username}',
  scheduledAt: 'Scheduled for {time}',
  postedAt: 'Posted on {time}',
  unknownReason: 'The network did not say why it failed.',
  firstCommentFailed: 'Post published, but not its first comment.',
  reconnectBefore: 'The account must be reconnected before this time.',
  retry: 'Try again',
  retrying: 'Trying again...',
  reconnect: 'Reconnect account',
  cancel: 'Cancel schedule',
  cancelling: 'Cancelling...',
  cancelTitle: 'Cancel schedule',
  cancelDescription: 'The post will not be published to {account} at {time}. The other schedules remain.',
  cancelLastDescription:
    'The post will not be published to {account} at {time}. It was the last schedule: the post stays saved as a draft.',
  cancelBack: 'Back',
  retryFailed: 'Could not try again.',
  cancelFailed: 'Could not cancel the schedule.',
};
