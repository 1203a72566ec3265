import {
  createCookieTokenStore,
  createLocalStorageProjectIdStore,
  createPostifyClient,
  type PostifyClient,
  retryTransientFailure,
} from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import type { ConsoleServices } from './ConsoleProviders';

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
  // The SDK's retry rule, as the hooks' createPostifyQueryClient has it, with the console's freshness.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransientFailure, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}

let services: ConsoleServices | null = null;

/** The browser app's one API client and query cache, created on first use (by `PostifyScope`). */
export function consoleServices(): ConsoleServices {
  services ??= { client: createConsoleClient(), queryClient: createConsoleQueryClient() };
  return services;
}
