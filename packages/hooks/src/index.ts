// Plans, billing, public forms
export {
  activePlans,
  billingQueryOptions,
  plansQueryOptions,
  subscriptionQueryOptions,
} from './data/account/queries.js';
export { useJoinWaitingList } from './data/account/useJoinWaitingList.js';
export { usePlans } from './data/account/usePlans.js';
export { useSendContact } from './data/account/useSendContact.js';
export { useBilling, useSubscription } from './data/account/useSubscription.js';
// API keys (partners)
export {
  allowedOriginsQueryOptions,
  apiKeysQueryOptions,
  createApiKeyMutationOptions,
  replaceAllowedOriginsMutationOptions,
  revokeApiKeyMutationOptions,
} from './data/api-keys/queries.js';
export {
  useAllowedOrigins,
  useApiKeys,
  useCreateApiKey,
  useReplaceAllowedOrigins,
  useRevokeApiKey,
} from './data/api-keys/useApiKeys.js';
// Approvals
export {
  createReviewLinkMutationOptions,
  decideReviewMutationOptions,
  reviewPostMutationOptions,
  revokeReviewLinkMutationOptions,
  updateApprovalSettingsMutationOptions,
} from './data/approvals/mutations.js';
export {
  approvalSettingsQueryOptions,
  postHistoryQueryOptions,
  reviewLinkIdOf,
  reviewLinksQueryOptions,
  reviewPageQueryOptions,
  reviewQueueQueryOptions,
} from './data/approvals/queries.js';
export {
  useApprovalSettings,
  useCreateReviewLink,
  useDecideReview,
  usePostHistory,
  useReviewLinks,
  useReviewPage,
  useReviewPost,
  useReviewQueue,
  useRevokeReviewLink,
  useUpdateApprovalSettings,
} from './data/approvals/useApprovals.js';
// Auth
export { type VerifyStep, verifySteps } from './data/auth/onboarding-steps.js';
export { currentUserQueryOptions, verificationCheckQueryOptions } from './data/auth/queries.js';
export { type ChangePasswordValues, useChangePassword } from './data/auth/useChangePassword.js';
export { useCurrentUser } from './data/auth/useCurrentUser.js';
export {
  type PasswordResetFields,
  type PasswordResetState,
  type PasswordResetStep,
  type UsePasswordResetOptions,
  usePasswordReset,
} from './data/auth/usePasswordReset.js';
export { useResendCode } from './data/auth/useResendCode.js';
export {
  type SignInState,
  type SignInStep,
  type UseSignInOptions,
  useSignIn,
} from './data/auth/useSignIn.js';
export { type UseSignOutOptions, useSignOut } from './data/auth/useSignOut.js';
export { type UseSignUpOptions, useSignUp } from './data/auth/useSignUp.js';
export { useVerifyOnboarding, type VerifyOnboardingState } from './data/auth/useVerifyOnboarding.js';
// Data hooks: TanStack Query v5 over @postify/sdk.
export {
  type Navigate,
  PostifyContext,
  type PostifyContextValue,
  usePostifyClient,
} from './data/core/context.js';
export type { CurrentProjectStore } from './data/core/current-project-store.js';
export { apiErrorOf, type WithErrorMessage } from './data/core/errors.js';
export { type ProjectScope, postifyKeys } from './data/core/keys.js';
export { PostifyProvider, type PostifyProviderProps } from './data/core/PostifyProvider.js';
export { createPostifyQueryClient } from './data/core/query-client.js';
export { projectHeaders, useCurrentProjectId, useSignedIn } from './data/core/scope.js';
export type { SessionSignal } from './data/core/session-signal.js';
// Platforms, linking, metrics, onboarding and referral
export { createSessionPendingLinkStore, type PendingLinkStore } from './data/platforms/oauth-pending.js';
export {
  accountMetricsHistoryQueryOptions,
  accountMetricsQueryOptions,
  onboardingStatusQueryOptions,
  platformsQueryOptions,
  referralShareQueryOptions,
  tiktokCreatorInfoQueryOptions,
} from './data/platforms/queries.js';
export {
  type AuthorizationReturn,
  type UseCompleteConnectionOptions,
  type UseConnectPlatformOptions,
  useCompleteConnection,
  useConnectPlatform,
  useRemoveAccount,
} from './data/platforms/useAccountLinking.js';
export { useDashboard } from './data/platforms/useDashboard.js';
export {
  type MetricsSelectionStorage,
  metricsSelectionKey,
  type UseMetricsSelectionOptions,
  useAccountMetrics,
  useAccountMetricsHistory,
  useMetricsSelection,
} from './data/platforms/useMetrics.js';
export { usePlatforms } from './data/platforms/usePlatforms.js';
export { useOnboardingStatus, useReferralShare } from './data/platforms/useProfile.js';
export { type TikTokCreatorState, useTikTokCreatorInfo } from './data/platforms/useTikTokCreatorInfo.js';
export { type ImportPostsInput, importPostsMutationOptions } from './data/posts/import.js';
// Posts
export {
  cancelScheduleMutationOptions,
  createTemplateMutationOptions,
  deletePostMutationOptions,
  retryScheduleMutationOptions,
  type ScheduleTarget,
  updatePostMutationOptions,
} from './data/posts/mutations.js';
export { type PageLike, type Paging, readPaging } from './data/posts/paging.js';
export {
  latestPostsQueryOptions,
  postsInfiniteQueryOptions,
  scheduledPostsQueryOptions,
} from './data/posts/queries.js';
export {
  type PostImportProgress,
  type PostImportReport,
  useImportPosts,
} from './data/posts/useImportPosts.js';
export {
  useCancelSchedule,
  useCreateTemplate,
  useDeletePost,
  useRetrySchedule,
  useUpdatePost,
} from './data/posts/usePostMutations.js';
export { useLatestPosts, usePosts, useScheduledPosts } from './data/posts/usePosts.js';
export { type SmartAction, useAiCaption, useAiTags } from './data/posts/useSmart.js';
export {
  createInviteMutationOptions,
  createProjectMutationOptions,
  deleteProjectMutationOptions,
  removeMemberMutationOptions,
  revokeInviteMutationOptions,
  setDefaultProjectMutationOptions,
  updateMemberRoleMutationOptions,
  updateProjectMutationOptions,
} from './data/projects/mutations.js';
// Projects
export {
  accountLimitsQueryOptions,
  invitesQueryOptions,
  membersQueryOptions,
  projectLimitsQueryOptions,
  projectQueryOptions,
  projectsQueryOptions,
} from './data/projects/queries.js';
export { fallbackProject, restoredProjectId } from './data/projects/selection.js';
export { type CurrentProjectState, useCurrentProject } from './data/projects/useCurrentProject.js';
export {
  useCreateInvite,
  useProjectInvites,
  useProjectMembers,
  useRemoveMember,
  useRevokeInvite,
  useUpdateMemberRole,
} from './data/projects/useMembers.js';
export {
  useCreateProject,
  useDeleteProject,
  useSetDefaultProject,
  useUpdateProject,
} from './data/projects/useProjectMutations.js';
export { useAccountLimits, useProjectLimits, useProjects } from './data/projects/useProjects.js';
// Queue ('Horários da fila', 'Adicionar à fila')
export {
  addToQueueMutationOptions,
  createQueueSlotMutationOptions,
  deleteQueueSlotMutationOptions,
  moveQueueItemMutationOptions,
} from './data/queue/mutations.js';
export {
  type QueueWindow,
  queueKeys,
  queueQueryOptions,
  queueSlotsQueryOptions,
} from './data/queue/queries.js';
export {
  useAddToQueue,
  useCreateQueueSlot,
  useDeleteQueueSlot,
  useMoveQueueItem,
  useQueue,
  useQueueSlots,
} from './data/queue/useQueue.js';
// Storage ('Meus Arquivos')
export {
  createHistoryQueryAdapter,
  decodeFolderPath,
  encodeFolderPath,
  type FolderCrumb,
  type FolderLocation,
  type QueryParamsAdapter,
  readFolderLocation,
  writeFolderLocation,
} from './data/storage/folder-navigation.js';
export {
  storageFileQueryOptions,
  storageFolderFilesQueryOptions,
  storageFolderQueryOptions,
  storageFoldersQueryOptions,
  storageHeaders,
  storageUsageQueryOptions,
} from './data/storage/queries.js';
export { type FolderNavigation, useFolderNavigation } from './data/storage/useFolderNavigation.js';
export {
  type UseStorageFolderOptions,
  useStorageFile,
  useStorageFolder,
  useStorageFolderFiles,
  useStorageFolders,
  useStorageUsage,
} from './data/storage/useStorage.js';
export {
  type StorageItemRef,
  useCreateFolder,
  useDeleteStorageItem,
  useDownloadUrl,
  useRenameStorageItem,
} from './data/storage/useStorageMutations.js';
export {
  type UploadFileState,
  type UploadRequest,
  type UploadStatus,
  useUploadFile,
} from './data/storage/useUploadFile.js';
// Webhooks
export {
  createWebhookEndpointMutationOptions,
  deleteWebhookEndpointMutationOptions,
  redeliverWebhookMutationOptions,
  updateWebhookEndpointMutationOptions,
} from './data/webhooks/mutations.js';
export { webhookDeliveriesQueryOptions, webhookEndpointsQueryOptions } from './data/webhooks/queries.js';
export {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './data/webhooks/useWebhooks.js';
// Pure state hooks and the hooks' texts, also alone at `@postify/hooks/state` (no TanStack Query).
export * from './state/index.js';
