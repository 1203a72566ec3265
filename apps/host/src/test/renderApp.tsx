import {
  type AuthSession,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
  createPostifyClient,
} from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Analytics } from '../analytics/analytics';
import { ConsoleProviders } from '../app/ConsoleProviders';
import { AppRoutes } from '../app/router';

/** A signed-in demo session for tests of protected screens. */
export const demoSession: AuthSession = {
  user: { id: '3f6c2a9e-1b7d-4c55-9a0e-7d2b8c41e901', name: 'Demo Postify', email: 'demo@postify.dev' },
  accessToken: 'access',
  refreshToken: 'refresh',
};

/**
 * happy-dom's `Response.clone()` of a streamed body leaves the original unreadable; browsers do not. The
 * answer is buffered first so the SDK's envelope middleware behaves as it does in a browser.
 */
async function bufferedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const answer = await fetch(input, init);
  const body = answer.status === 204 ? null : await answer.text();
  return new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/** Copies the router's current location into `into`, so tests can read where the app went. */
function LocationProbe({ into }: { into: { pathname: string; search: string } }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = location.search;
  return null;
}

/** Renders the whole route tree at `path` against `baseUrl`, as the browser app would. */
export function renderApp(
  path: string,
  options: { baseUrl: string; session?: AuthSession | null; analytics?: Analytics | null },
) {
  const tokenStore = createMemoryTokenStore(options.session ?? null);
  const client = createPostifyClient({
    baseUrl: options.baseUrl,
    tokenStore,
    projectIdStore: createMemoryProjectIdStore(),
    fetch: bufferedFetch,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const current = { pathname: '', search: '' };
  const view = render(
    <ConsoleProviders client={client} queryClient={queryClient} analytics={options.analytics ?? null}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe into={current} />
      </MemoryRouter>
    </ConsoleProviders>,
  );
  return { ...view, location: current, client, tokenStore, queryClient };
}
