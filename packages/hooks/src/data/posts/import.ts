import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';

/** What one import sends: the rows and the key that makes a retry of the same import harmless. */
export interface ImportPostsInput {
  rows: Schemas['PostImportRow'][];
  /** Chosen once per import; a retry of the same rows sends the same key and creates nothing twice. */
  idempotencyKey: string;
}

/**
 * 'Importar CSV': creates every row's post in one operation, all or none (`POST /posts/import`); the posts
 * and the calendar are re-read afterwards.
 */
export function importPostsMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<Schemas['PostImportResult'], PostifyApiError, ImportPostsInput>({
    mutationFn: ({ rows, idempotencyKey }) =>
      unwrap(
        client.POST('/posts/import', {
          body: { rows },
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          headers: projectHeaders(project),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postifyKeys.posts.all(project) }),
  });
}
