import type { Schemas } from '@postify/sdk';

/** A public creator with duets turned off and a 10-minute video limit. */
export const publicCreator: Schemas['TikTokCreatorInfo'] = {
  accountId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  creatorNickname: 'Loja da Maria',
  creatorUsername: 'lojadamaria.tt',
  creatorAvatarUrl: null,
  privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
  commentDisabled: false,
  duetDisabled: true,
  stitchDisabled: false,
  maxVideoPostDurationSec: 600,
};

/** A private creator (no 'Todos') with comments turned off and a 1-minute video limit. */
export const privateCreator: Schemas['TikTokCreatorInfo'] = {
  accountId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  creatorNickname: 'Ateliê Flor',
  creatorUsername: 'atelie.flor',
  creatorAvatarUrl: null,
  privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
  commentDisabled: true,
  duetDisabled: false,
  stitchDisabled: false,
  maxVideoPostDurationSec: 60,
};
