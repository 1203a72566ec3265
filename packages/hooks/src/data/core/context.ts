import type { PostifyClient } from '@postify/sdk';
import { createContext, useContext } from 'react';
import type { CurrentProjectStore } from './current-project-store.js';
import type { SessionSignal } from './session-signal.js';

/** Sends the browser somewhere outside the app (the OAuth authorization page). */
export type Navigate = (url: string) => void;

/** What `<PostifyProvider>` hands to every data hook. */
export interface PostifyContextValue {
  client: PostifyClient;
  currentProject: CurrentProjectStore;
  session: SessionSignal;
  navigate: Navigate;
}

/** The context behind {@link usePostifyClient}; exported for custom providers and tests. */
export const PostifyContext = createContext<PostifyContextValue | null>(null);

/** The provider's values; throws outside `<PostifyProvider>` (account spec: using the context outside its provider raises an error). */
export function usePostifyContext(): PostifyContextValue {
  const value = useContext(PostifyContext);
  if (!value) throw new Error('Postify hooks must be used inside <PostifyProvider>.');
  return value;
}

/** The Postify API client given to the nearest `<PostifyProvider>`. */
export function usePostifyClient(): PostifyClient {
  return usePostifyContext().client;
}
