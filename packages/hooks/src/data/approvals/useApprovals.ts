import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import {
  createReviewLinkMutationOptions,
  decideReviewMutationOptions,
  reviewPostMutationOptions,
  revokeReviewLinkMutationOptions,
  updateApprovalSettingsMutationOptions,
} from './mutations.js';
import {
  approvalSettingsQueryOptions,
  postHistoryQueryOptions,
  reviewLinksQueryOptions,
  reviewPageQueryOptions,
  reviewQueueQueryOptions,
} from './queries.js';

/** The project an approvals hook works on: the one given, or the current project. */
function useTargetProject(projectId: string | null | undefined): string | null {
  const current = useCurrentProjectId();
  return projectId === undefined ? current : projectId;
}

/** 'Exigir aprovação' of the current (or given) project; idle without a project. */
export function useApprovalSettings(projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return useServerMessage(
    useQuery({ ...approvalSettingsQueryOptions(client, id ?? ''), enabled: Boolean(id) }),
  );
}

/** Turns 'Exigir aprovação' on or off (OWNER and ADMIN: `canReview(role)` of `@postify/sdk/rules`). */
export function useUpdateApprovalSettings(projectId?: string | null) {
  return useServerMessage(
    useMutationOf(updateApprovalSettingsMutationOptions, useTargetProject(projectId) ?? ''),
  );
}

/** The review queue of the current project; pass `enabled: false` for members who may not review. */
export function useReviewQueue(options: { enabled?: boolean } = {}) {
  const client = usePostifyClient();
  return useServerMessage(
    useQuery({ ...reviewQueueQueryOptions(client, useCurrentProjectId()), enabled: options.enabled ?? true }),
  );
}

/** 'Aprovar' / 'Solicitar alterações' on a post of the current project. */
export function useReviewPost() {
  return useServerMessage(useMutationOf(reviewPostMutationOptions, useCurrentProjectId()));
}

/** A post's history; idle while `postId` is null (the card reads it when its history is opened). */
export function usePostHistory(postId: number | null) {
  const client = usePostifyClient();
  return useServerMessage(
    useQuery({
      ...postHistoryQueryOptions(client, useCurrentProjectId(), postId ?? 0),
      enabled: postId !== null,
    }),
  );
}

/** The review links of the current (or given) project (OWNER and ADMIN). */
export function useReviewLinks(projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return useServerMessage(useQuery({ ...reviewLinksQueryOptions(client, id ?? ''), enabled: Boolean(id) }));
}

/** Shares posts with a client: the answer's `url` is the link to send. */
export function useCreateReviewLink(projectId?: string | null) {
  return useServerMessage(useMutationOf(createReviewLinkMutationOptions, useTargetProject(projectId) ?? ''));
}

/** Revokes a review link: its page stops opening at once. */
export function useRevokeReviewLink(projectId?: string | null) {
  return useServerMessage(useMutationOf(revokeReviewLinkMutationOptions, useTargetProject(projectId) ?? ''));
}

/**
 * The public review page of `token` (no session). `errorMessage` is the server's pt-BR text: 'Este link de
 * revisão expirou…', '…foi revogado…' or 'Link de revisão inválido'.
 */
export function useReviewPage(token: string) {
  const client = usePostifyClient();
  return useServerMessage(useQuery({ ...reviewPageQueryOptions(client, token), enabled: token !== '' }));
}

/** A client's 'Aprovar' / 'Solicitar alterações' on one post of the review page. */
export function useDecideReview(token: string) {
  return useServerMessage(useMutationOf(decideReviewMutationOptions, token));
}
