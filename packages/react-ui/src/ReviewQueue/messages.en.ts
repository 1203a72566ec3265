import type { Widen } from '../i18n/useCopy';
import type { reviewQueueMessages } from './messages';

/** English of `reviewQueueMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const reviewQueueEn: Widen<typeof reviewQueueMessages> = {
  description: "Editors' posts waiting for your approval. Once approved, they are scheduled for their time.",
  loadError: 'Could not load the review queue.',
  postTitle: 'Post #{id}',
  previewCarousel: 'Media of post #{id}',
  previewProblems: 'Problems of post #{id}',
  scheduledFor: '{network} @{username} · {date}',
  send: 'Send',
  cancel: 'Cancel',
  sending: 'Sending...',
  approving: 'Approving...',
  shareTitle: 'Share with the client',
  shareDescription:
    'Create a review link so a client without an account approves or comments on the chosen posts. The link expires and can be revoked.',
  sharePick: 'Include in the link',
  sharePickPost: 'Include post #{id} in the link',
  clientName: "Client's name",
  expiresInDays: 'Valid for (days)',
  expiresHint: 'From 1 to 30 days.',
  createLink: 'Create review link',
  creatingLink: 'Creating...',
  linkCreated: 'Review link created',
  linkLabel: 'Review link',
  copy: 'Copy',
  copied: 'Copied!',
  linksTitle: 'Links sent',
  linkSummary: '{client} · {count, plural, one {# post} other {# posts}} · until {date}',
  linkActive: 'Active',
  linkExpired: 'Expired',
  linkRevoked: 'Revoked',
  revoke: 'Revoke',
  revokeLabel: "Revoke {client}'s link",
  revokeTitle: 'Revoke review link',
  revokeDescription: "{client}'s link stops opening at once. Decisions already taken stay in the history.",
};
