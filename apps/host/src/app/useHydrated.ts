import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (its markup was rendered at build time, without the
 * visitor's query or storage), true from the render right after and in every page drawn in the browser.
 * What depends on the visitor goes behind it, so the hydrating render matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
