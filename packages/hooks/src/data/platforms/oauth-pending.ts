/** Where a started link waits for the return from the network: its platform, by OAuth `state`. */
export interface PendingLinkStore {
  save(state: string, platformId: number): void;
  /** The platform of `state`, forgetting it (a state is single use). */
  take(state: string): number | null;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const prefix = 'postify:oauth:';

/** Pending links in `sessionStorage` (they survive the round trip through the network's page, in this tab only). */
export function createSessionPendingLinkStore(storage?: KeyValueStorage): PendingLinkStore {
  const target = () => storage ?? globalThis.sessionStorage;
  return {
    save: (state, platformId) => target().setItem(`${prefix}${state}`, String(platformId)),
    take(state) {
      const key = `${prefix}${state}`;
      const raw = target().getItem(key);
      target().removeItem(key);
      const id = raw === null ? Number.NaN : Number(raw);
      return Number.isInteger(id) ? id : null;
    },
  };
}
