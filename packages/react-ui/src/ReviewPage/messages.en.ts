import type { Widen } from '../i18n/useCopy';
import type { reviewPageMessages } from './messages';

/** English of `reviewPageMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const reviewPageEn: Widen<typeof reviewPageMessages> = {
  loading: 'Loading posts for review...',
  empty: 'There are no posts to review in this link.',
  postTitle: 'Post #{id}',
  previewCarousel: 'Media of post #{id}',
  previewProblems: 'Problems of post #{id}',
  scheduledFor: '{network} @{username} · {date}',
  decisions: 'Decisions and comments',
  send: 'Send',
  cancel: 'Cancel',
  sending: 'Sending...',
  approving: 'Approving...',
  readOnly: 'You can approve or ask for changes; the posts cannot be edited here.',
};
