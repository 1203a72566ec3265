/** The current project a project-scoped query belongs to (`null`: the server's default project). */
export type ProjectScope = string | null;

const root = ['postify'] as const;

/**
 * Query keys of every Postify resource, TanStack style: each level is a prefix of the next, so
 * `invalidateQueries({ queryKey: postifyKeys.posts.all(projectId) })` reaches every posts query of a project.
 */
export const postifyKeys = {
  all: root,
  auth: {
    all: () => [...root, 'auth'] as const,
    me: () => [...root, 'auth', 'me'] as const,
    check: (userToken: string) => [...root, 'auth', 'check', userToken] as const,
  },
  projects: {
    all: () => [...root, 'projects'] as const,
    list: () => [...root, 'projects', 'list'] as const,
    detail: (id: string) => [...root, 'projects', 'detail', id] as const,
    limits: () => [...root, 'projects', 'limits'] as const,
    accountLimits: (id: string) => [...root, 'projects', 'detail', id, 'account-limits'] as const,
    members: (id: string) => [...root, 'projects', 'detail', id, 'members'] as const,
    invites: (id: string) => [...root, 'projects', 'detail', id, 'invites'] as const,
    webhooks: (id: string) => [...root, 'projects', 'detail', id, 'webhooks'] as const,
    webhookDeliveries: (id: string, endpointId: string) =>
      [...root, 'projects', 'detail', id, 'webhooks', endpointId, 'deliveries'] as const,
    approval: (id: string) => [...root, 'projects', 'detail', id, 'approval'] as const,
    reviewLinks: (id: string) => [...root, 'projects', 'detail', id, 'review-links'] as const,
  },
  plans: {
    all: () => [...root, 'plans'] as const,
  },
  apiKeys: {
    all: (project: ProjectScope) => [...root, 'api-keys', project] as const,
    list: (project: ProjectScope) => [...root, 'api-keys', project, 'list'] as const,
    allowedOrigins: (project: ProjectScope) => [...root, 'api-keys', project, 'allowed-origins'] as const,
  },
  billing: {
    all: () => [...root, 'billing'] as const,
    subscription: () => [...root, 'billing', 'subscription'] as const,
    portal: () => [...root, 'billing', 'portal'] as const,
  },
  posts: {
    all: (project: ProjectScope) => [...root, 'posts', project] as const,
    /** Every page size's copy of the posts list. */
    lists: (project: ProjectScope) => [...root, 'posts', project, 'list'] as const,
    list: (project: ProjectScope, size: number) => [...root, 'posts', project, 'list', size] as const,
    latest: (project: ProjectScope) => [...root, 'posts', project, 'latest'] as const,
    /** Every range's copy of the calendar's scheduled posts. */
    allScheduled: (project: ProjectScope) => [...root, 'posts', project, 'scheduled'] as const,
    scheduled: (project: ProjectScope, from: string, to: string) =>
      [...root, 'posts', project, 'scheduled', from, to] as const,
    reviewQueue: (project: ProjectScope) => [...root, 'posts', project, 'review-queue'] as const,
    history: (project: ProjectScope, postId: number) =>
      [...root, 'posts', project, 'history', postId] as const,
  },
  /**
   * A public review page, by its link's id: the token's signature is a credential and stays out of keys
   * (like a folder's password).
   */
  review: (linkId: string) => [...root, 'review', linkId] as const,
  platforms: {
    all: (project: ProjectScope) => [...root, 'platforms', project] as const,
    tiktokCreator: (project: ProjectScope, accountId: string) =>
      [...root, 'platforms', project, 'tiktok-creator', accountId] as const,
  },
  metrics: {
    all: (project: ProjectScope) => [...root, 'metrics', project] as const,
    account: (project: ProjectScope, accountId: string) => [...root, 'metrics', project, accountId] as const,
    history: (project: ProjectScope, accountId: string, days: number) =>
      [...root, 'metrics', project, accountId, 'history', days] as const,
  },
  profile: {
    onboarding: () => [...root, 'profile', 'onboarding'] as const,
    share: () => [...root, 'profile', 'share'] as const,
  },
  storage: {
    all: (project: ProjectScope) => [...root, 'storage', project] as const,
    folders: (project: ProjectScope) => [...root, 'storage', project, 'folders'] as const,
    // A folder's password is a credential, like the session token: never part of a key (keys are kept,
    // compared, shown in devtools and persisted). A new password fetches the same key again instead.
    folder: (project: ProjectScope, folderId: string) =>
      [...root, 'storage', project, 'folder', folderId] as const,
    files: (project: ProjectScope, folderId: string, pageSize: number) =>
      [...root, 'storage', project, 'folder', folderId, 'files', pageSize] as const,
    file: (project: ProjectScope, fileId: string) => [...root, 'storage', project, 'file', fileId] as const,
    /** A file's or a folder's own key, by its kind. */
    item: (project: ProjectScope, item: { kind: 'file' | 'folder'; id: string }) =>
      [...root, 'storage', project, item.kind, item.id] as const,
    usage: (project: ProjectScope) => [...root, 'storage', project, 'usage'] as const,
  },
} as const;
