import { createMemoryProjectIdStore, type ProjectIdStore } from '@postify/sdk';

/** The current project id, persisted in the client's project store and observable by React. */
export interface CurrentProjectStore {
  get(): string | null;
  set(projectId: string | null): void;
  subscribe(listener: () => void): () => void;
}

/** Wraps the client's `projectIdStore` (or memory, when the client has none) so hooks re-render on switches. */
export function createCurrentProjectStore(persisted: ProjectIdStore = createMemoryProjectIdStore()) {
  const listeners = new Set<() => void>();
  const store: CurrentProjectStore = {
    get: () => persisted.get(),
    set(projectId) {
      if (persisted.get() === projectId) return;
      if (projectId) persisted.set(projectId);
      else persisted.clear();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
