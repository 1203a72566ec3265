import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';

type ApiKey = Schemas['ApiKey'];

/** The project's active API keys, newest first (`GET /api-keys`; OWNER and ADMIN). */
export function apiKeysQueryOptions(client: PostifyClient, project: ProjectScope) {
  return queryOptions<ApiKey[], PostifyApiError>({
    queryKey: postifyKeys.apiKeys.list(project),
    queryFn: ({ signal }) => unwrap(client.GET('/api-keys', { headers: projectHeaders(project), signal })),
  });
}

/** The origins allowed to call the API with the project's browser tokens (`GET /api-keys/allowed-origins`). */
export function allowedOriginsQueryOptions(client: PostifyClient, project: ProjectScope) {
  return queryOptions<string[], PostifyApiError>({
    queryKey: postifyKeys.apiKeys.allowedOrigins(project),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/api-keys/allowed-origins', { headers: projectHeaders(project), signal })))
        .origins,
  });
}

/**
 * Creates a key (`POST /api-keys`): answers it with its secret, which exists only in this answer — the
 * cached list gets the key without it, so the secret lives only as long as the component showing it.
 */
export function createApiKeyMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<Schemas['CreatedApiKey'], PostifyApiError, Schemas['CreateApiKeyRequest']>({
    mutationFn: (body) => unwrap(client.POST('/api-keys', { headers: projectHeaders(project), body })),
    onSuccess: ({ secret: _secret, ...key }) =>
      queryClient.setQueryData<ApiKey[]>(postifyKeys.apiKeys.list(project), (old) =>
        old ? [key, ...old] : old,
      ),
  });
}

/** Revokes a key (`DELETE /api-keys/{keyId}`): it and its browser tokens stop at once; it leaves the list. */
export function revokeApiKeyMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<void, PostifyApiError, string>({
    mutationFn: async (keyId) => {
      await client.DELETE('/api-keys/{keyId}', {
        params: { path: { keyId } },
        headers: projectHeaders(project),
      });
    },
    onSuccess: (_, keyId) =>
      queryClient.setQueryData<ApiKey[]>(postifyKeys.apiKeys.list(project), (old) =>
        old?.filter((key) => key.id !== keyId),
      ),
  });
}

/** Replaces the allowed origins (`PUT /api-keys/allowed-origins`); the cache takes the list as saved. */
export function replaceAllowedOriginsMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<string[], PostifyApiError, string[]>({
    mutationFn: async (origins) =>
      (
        await unwrap(
          client.PUT('/api-keys/allowed-origins', { headers: projectHeaders(project), body: { origins } }),
        )
      ).origins,
    onSuccess: (origins) => queryClient.setQueryData(postifyKeys.apiKeys.allowedOrigins(project), origins),
  });
}
