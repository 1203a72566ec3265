import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';
import { postifyKeys } from '../core/keys.js';

/** The signed-in user (`GET /users/me`), for prefetching or `useQuery`. */
export function currentUserQueryOptions(client: PostifyClient) {
  return queryOptions<Schemas['User'], PostifyApiError>({
    queryKey: postifyKeys.auth.me(),
    queryFn: ({ signal }) => unwrap(client.GET('/users/me', { signal })),
  });
}

/** What /verify must still ask (`GET /auth/check/{userToken}`). */
export function verificationCheckQueryOptions(client: PostifyClient, userToken: string) {
  return queryOptions<Schemas['VerificationCheck'], PostifyApiError>({
    queryKey: postifyKeys.auth.check(userToken),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/auth/check/{userToken}', { params: { path: { userToken } }, signal })),
    enabled: userToken !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
