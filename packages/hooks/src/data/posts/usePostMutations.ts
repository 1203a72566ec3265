import { useServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import {
  cancelScheduleMutationOptions,
  createTemplateMutationOptions,
  deletePostMutationOptions,
  retryScheduleMutationOptions,
  updatePostMutationOptions,
} from './mutations.js';

/**
 * Creates a template/post of the current project (multipart: fields, indexed schedules, media). The posts, the
 * calendar and the onboarding progress are re-read. Save failures are only logged by the product: `errorMessage`
 * is the server's.
 */
export function useCreateTemplate() {
  return useServerMessage(useMutationOf(createTemplateMutationOptions, useCurrentProjectId()));
}

/** Saves a post card's edit; the card's copy in every list is replaced, the calendar re-read. */
export function useUpdatePost() {
  return useServerMessage(useMutationOf(updatePostMutationOptions, useCurrentProjectId()));
}

/** Deletes a post: it leaves every list; the calendar and the latest posts are re-read. */
export function useDeletePost() {
  return useServerMessage(useMutationOf(deletePostMutationOptions, useCurrentProjectId()));
}

/**
 * 'Tentar novamente': puts a failed occurrence back in the queue. `errorMessage` is the server's pt-BR
 * refusal, e.g. 'Reconecte a conta antes de tentar novamente.'.
 */
export function useRetrySchedule() {
  return useServerMessage(useMutationOf(retryScheduleMutationOptions, useCurrentProjectId()));
}

/**
 * 'Cancelar agendamento': removes one waiting occurrence; the post stays, as a draft once its last
 * occurrence is cancelled.
 */
export function useCancelSchedule() {
  return useServerMessage(useMutationOf(cancelScheduleMutationOptions, useCurrentProjectId()));
}
