import type { PostifyClient } from '@postify/sdk';
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode, useContext, useMemo, useState } from 'react';
import { type Navigate, PostifyContext } from './context.js';
import { createCurrentProjectStore } from './current-project-store.js';
import { createPostifyQueryClient } from './query-client.js';
import { createSessionSignal } from './session-signal.js';

/** Props of {@link PostifyProvider}. */
export interface PostifyProviderProps {
  /** The API client (`createPostifyClient`); its stores hold the session and the current project. */
  client: PostifyClient;
  /** The query cache; defaults to the surrounding `QueryClientProvider`'s, or a new one. */
  queryClient?: QueryClient;
  /** How to leave the app for an OAuth authorization page; `window.location.assign` by default. */
  navigate?: Navigate;
  children?: ReactNode;
}

const assignLocation: Navigate = (url) => globalThis.location.assign(url);

/**
 * Gives the data hooks their API client and query cache. Inside a partner's own `QueryClientProvider` it
 * reuses that cache; without one (and without `queryClient`) it creates its own, which retries only
 * transient failures.
 */
export function PostifyProvider({ client, queryClient, navigate, children }: PostifyProviderProps) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (queryClient || outer ? null : createPostifyQueryClient()));
  const currentProject = useMemo(() => createCurrentProjectStore(client.projectIdStore), [client]);
  const session = useMemo(() => createSessionSignal(client.tokenStore), [client]);
  const value = useMemo(
    () => ({ client, currentProject, session, navigate: navigate ?? assignLocation }),
    [client, currentProject, session, navigate],
  );
  const inner = createElement(PostifyContext.Provider, { value }, children);
  const cache = queryClient ?? (outer ? null : own);
  return cache ? createElement(QueryClientProvider, { client: cache }, inner) : inner;
}
