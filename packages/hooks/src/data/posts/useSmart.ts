import type { PostifyApiError } from '@postify/sdk';
import { canUseAi } from '@postify/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePostifyClient } from '../core/context.js';
import { projectHeaders, useCurrentProjectId } from '../core/scope.js';

/** An AI action bound to the caption being edited. */
export interface SmartAction {
  /** Enabled only when the caption is longer than 5 characters. */
  enabled: boolean;
  isPending: boolean;
  /** Runs the action and resolves with its result (see each hook for what a failure gives). */
  run: () => Promise<string>;
  /** The last failure; the product only logs it, so there is no user message. */
  error: PostifyApiError | null;
}

/** Improves the caption (`POST /smart/caption`); on failure `run` resolves with the caption unchanged. */
export function useAiCaption(caption: string): SmartAction {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const mutation = useMutation<string, PostifyApiError, string>({
    mutationFn: async (text) => {
      const { data } = await client.POST('/smart/caption', {
        body: { caption: text },
        headers: projectHeaders(project),
      });
      return data?.caption ?? text;
    },
  });
  const { mutateAsync } = mutation;
  const enabled = canUseAi(caption);
  const run = useCallback(
    () => (enabled ? mutateAsync(caption).catch(() => caption) : Promise.resolve(caption)),
    [caption, enabled, mutateAsync],
  );
  return { enabled, isPending: mutation.isPending, run, error: mutation.error };
}

/** Suggests tags for the caption (`POST /smart/tags`); on failure `run` resolves with no tags (''). */
export function useAiTags(caption: string): SmartAction {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const mutation = useMutation<string, PostifyApiError, string>({
    mutationFn: async (text) => {
      const { data } = await client.POST('/smart/tags', {
        body: { caption: text },
        headers: projectHeaders(project),
      });
      return data?.tags ?? '';
    },
  });
  const { mutateAsync } = mutation;
  const enabled = canUseAi(caption);
  const run = useCallback(
    () => (enabled ? mutateAsync(caption).catch(() => '') : Promise.resolve('')),
    [caption, enabled, mutateAsync],
  );
  return { enabled, isPending: mutation.isPending, run, error: mutation.error };
}
