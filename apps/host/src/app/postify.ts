import {
  createCookieTokenStore,
  createLocalStorageProjectIdStore,
  createPostifyClient,
  type PostifyClient,
  retryTransientFailure,
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

/** The console's query cache: retries only transient failures, keeps data fresh for 30 s. */
export function createConsoleQueryClient(): QueryClient {
  // The SDK's retry rule, not the hooks' createPostifyQueryClient: the entry would otherwise pull the whole
  // hooks bundle into the landing page's JavaScript.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransientFailure, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
