import {
  createCookieTokenStore,
  createLocalStorageProjectIdStore,
  createPostifyClient,
  type PostifyClient,
} from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';

/** The console's one API client: cookie session, stored current project, full redirect when the session ends. */
export function createConsoleClient(baseUrl = '/api/v1'): PostifyClient {
  return createPostifyClient({
    baseUrl,
    tokenStore: createCookieTokenStore(),
    projectIdStore: createLocalStorageProjectIdStore(),
    // A full page load clears every in-memory trace of the ended session (account spec, section 2).
    onSessionEnd: () => window.location.assign('/signin'),
  });
}

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } });
}
