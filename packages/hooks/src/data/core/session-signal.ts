import type { TokenStore } from '@postify/sdk';

/** Whether the client holds a session, observable by React: sign-in and sign-out notify it. */
export interface SessionSignal {
  get(): boolean;
  notify(): void;
  subscribe(listener: () => void): () => void;
}

/** Reads the token store on every snapshot, so a session ended by the client's middleware also shows. */
export function createSessionSignal(tokenStore: TokenStore): SessionSignal {
  const listeners = new Set<() => void>();
  return {
    get: () => tokenStore.get() !== null,
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
