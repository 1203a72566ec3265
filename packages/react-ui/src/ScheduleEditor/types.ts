import type { Schemas } from '@postify/sdk';

/**
 * An account that can be chosen, as `GET /platforms/user` returns it (only the fields shown; the picture and
 * status, when given, let the composer's previews show the account).
 */
export type ChoosableAccount = Pick<Schemas['SocialMediaAccount'], 'id' | 'username'> &
  Partial<Pick<Schemas['SocialMediaAccount'], 'userProfilePictureUrl' | 'status'>>;

/** A platform with its connected accounts, the group the account checkboxes are shown in. */
export interface AccountGroup extends Pick<Schemas['Platform'], 'name'> {
  id: Schemas['Platform']['id'] | string;
  socialMediaAccounts: readonly ChoosableAccount[];
}

/** A heading level for the panel's headings. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;
