import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import {
  allowedOriginsQueryOptions,
  apiKeysQueryOptions,
  createApiKeyMutationOptions,
  replaceAllowedOriginsMutationOptions,
  revokeApiKeyMutationOptions,
} from './queries.js';

/**
 * The current project's API keys. Only OWNER and ADMIN may read them (`can(role, 'manageApiKeys')` of
 * `@postify/sdk/rules`): pass `enabled: false` for other roles rather than collecting a 403.
 */
export function useApiKeys(options: { enabled?: boolean } = {}) {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  return useServerMessage(
    useQuery({ ...apiKeysQueryOptions(client, project), enabled: options.enabled ?? true }),
  );
}

/** The current project's allowed origins (OWNER and ADMIN, like the keys). */
export function useAllowedOrigins(options: { enabled?: boolean } = {}) {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  return useServerMessage(
    useQuery({ ...allowedOriginsQueryOptions(client, project), enabled: options.enabled ?? true }),
  );
}

/** Creates a key; `data.secret` is the only time the secret is seen. */
export function useCreateApiKey() {
  return useServerMessage(useMutationOf(createApiKeyMutationOptions, useCurrentProjectId()));
}

/** Revokes a key. */
export function useRevokeApiKey() {
  return useServerMessage(useMutationOf(revokeApiKeyMutationOptions, useCurrentProjectId()));
}

/** Replaces the allowed origins. */
export function useReplaceAllowedOrigins() {
  return useServerMessage(useMutationOf(replaceAllowedOriginsMutationOptions, useCurrentProjectId()));
}
