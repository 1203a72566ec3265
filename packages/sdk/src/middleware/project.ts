import type { Middleware } from 'openapi-fetch';
import type { ProjectIdStore } from '../session/stores.js';

/** Header that carries the current project (account spec, section 7). */
export const PROJECT_HEADER = 'X-Project-ID';

/** Sends the stored current project as `X-Project-ID`, unless the call names one itself. */
export function projectMiddleware(store: ProjectIdStore): Middleware {
  return {
    onRequest({ request }) {
      const id = store.get();
      if (id && !request.headers.has(PROJECT_HEADER)) request.headers.set(PROJECT_HEADER, id);
      return request;
    },
  };
}
