import type { PostifyApiError, PostifyClient } from '@postify/sdk';
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

/**
 * An AI action on the caption: `request` asks the API with the current project's header; a failure, or an
 * answer without a result, resolves `run` with `fallback` of the caption instead.
 */
function useSmartAction(
  caption: string,
  fallback: (text: string) => string,
  request: (
    client: PostifyClient,
    text: string,
    headers: Record<string, string>,
  ) => Promise<string | undefined>,
): SmartAction {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const mutation = useMutation<string, PostifyApiError, string>({
    mutationFn: async (text) => (await request(client, text, projectHeaders(project))) ?? fallback(text),
  });
  const { mutateAsync } = mutation;
  const enabled = canUseAi(caption);
  const run = useCallback(
    () =>
      enabled ? mutateAsync(caption).catch(() => fallback(caption)) : Promise.resolve(fallback(caption)),
    [caption, enabled, mutateAsync, fallback],
  );
  return { enabled, isPending: mutation.isPending, run, error: mutation.error };
}

const unchanged = (text: string) => text;
const noTags = () => '';

/** Improves the caption (`POST /smart/caption`); on failure `run` resolves with the caption unchanged. */
export function useAiCaption(caption: string): SmartAction {
  return useSmartAction(caption, unchanged, (client, text, headers) =>
    client.POST('/smart/caption', { body: { caption: text }, headers }).then(({ data }) => data?.caption),
  );
}

/** Suggests tags for the caption (`POST /smart/tags`); on failure `run` resolves with no tags (''). */
export function useAiTags(caption: string): SmartAction {
  return useSmartAction(caption, noTags, (client, text, headers) =>
    client.POST('/smart/tags', { body: { caption: text }, headers }).then(({ data }) => data?.tags),
  );
}
