import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { useSignedIn } from '../core/scope.js';
import { currentUserQueryOptions } from './queries.js';

/** The signed-in user; idle while the client holds no session. */
export function useCurrentUser() {
  const client = usePostifyClient();
  const signedIn = useSignedIn();
  return useServerMessage(useQuery({ ...currentUserQueryOptions(client), enabled: signedIn }));
}
