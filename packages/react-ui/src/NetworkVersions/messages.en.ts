import type { Widen } from '../i18n/useCopy';
import type { networkVersionsMessages } from './messages';

/** English of `networkVersionsMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const networkVersionsEn: Widen<typeof networkVersionsMessages> = {
  title: 'Customize per network',
  hint: 'Each network can have its own caption, its own media order and, on Instagram and Facebook, a first comment.',
  noNetworks: "Choose the post's accounts to customize each network's text.",
  tabs: 'Versions per network',
  caption: 'Caption on {network}',
  usingOriginal: 'Using the original text.',
  resetCaption: 'Back to the original text',
  mediaOrder: 'Media order on {network}',
  moveEarlier: 'Move {name} earlier',
  moveLater: 'Move {name} later',
  firstComment: 'First comment',
  firstCommentHint: 'Published right after the post, by the account itself. Good for hashtags and links.',
  problems: '{network} would refuse',
};
