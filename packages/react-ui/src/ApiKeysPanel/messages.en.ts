import type { Widen } from '../i18n/useCopy';
import type { apiKeysMessages } from './messages';

/** English of `apiKeysMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const apiKeysEn: Widen<typeof apiKeysMessages> = {
  title: 'API keys',
  intro:
    "API keys give a partner's server access to this project, with the permissions you choose. The secret is shown only once.",
  name: 'Key name',
  namePlaceholder: 'E.g. Online store',
  scopes: 'Permissions',
  'scope.posts:read': 'Read posts',
  'scope.posts:write': 'Create and edit posts',
  'scope.media:write': 'Upload media',
  'scope.accounts:read': 'See connected accounts',
  'scope.metrics:read': 'See metrics',
  create: 'Create key',
  creating: 'Creating...',
  revealedTitle: 'Copy the key now',
  revealedHint: "For security, it will not be shown again. Keep it on the partner's server.",
  secret: 'Secret key',
  copy: 'Copy key',
  copied: 'Copied!',
  done: 'Done',
  listTitle: 'Active keys',
  empty: 'No keys created',
  emptyHint: 'Create a key to integrate a partner.',
  loadError: 'Could not load the API keys.',
  createdAt: 'Created on {date}',
  lastUsed: 'Last used: {date}',
  neverUsed: 'Never used',
  revoke: 'Revoke',
  revokeNamed: 'Revoke the key {name}',
  revokeTitle: 'Revoke the key {name}?',
  revokeDescription:
    'Integrations using this key (and the tokens issued with it) stop working at once. This cannot be undone.',
  originsTitle: 'Allowed origins',
  originsHint:
    "Pages at these addresses may call the API with this project's browser tokens. Enter each origin in full, without wildcards.",
  origin: 'New origin',
  originPlaceholder: 'https://app.example.com',
  addOrigin: 'Add origin',
  remove: 'Remove',
  removeOrigin: 'Remove {origin}',
  noOrigins: 'No allowed origins: only the Postify console calls the API from the browser.',
};
