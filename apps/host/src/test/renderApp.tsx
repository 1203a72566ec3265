import {
  type AuthSession,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
  createPostifyClient,
} from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConsoleProviders } from '../app/ConsoleProviders';
import { buildRoutes } from '../app/router';

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

/** Renders the whole route tree at `path` against `baseUrl`, as the browser app would. */
export function renderApp(path: string, options: { baseUrl: string; session?: AuthSession | null }) {
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
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <ConsoleProviders client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, router, client, tokenStore };
}
