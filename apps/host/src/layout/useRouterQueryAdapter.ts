import type { QueryParamsAdapter } from '@postify/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The hooks' query-values adapter on React Router: reads the router's location and writes through its
 * `navigate`, so a component that keeps its place in the URL (the storage browser) moves with the app's
 * history instead of beside it. The adapter object is stable; it reads the latest location.
 */
export function useRouterQueryAdapter(): QueryParamsAdapter {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ pathname: location.pathname, search: location.search, navigate });
  latest.current = { pathname: location.pathname, search: location.search, navigate };
  const [listeners] = useState(() => new Set<() => void>());
  const [adapter] = useState<QueryParamsAdapter>(() => ({
    read: () => new URLSearchParams(latest.current.search),
    write(params, options) {
      const query = params.toString();
      void latest.current.navigate(
        { pathname: latest.current.pathname, search: query ? `?${query}` : '' },
        { replace: options?.replace ?? false },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  }));
  // Back, forward and links change the location outside the adapter: its readers hear about it.
  const { search } = location;
  useLayoutEffect(() => {
    if (search === latest.current.search) for (const listener of listeners) listener();
  }, [listeners, search]);
  return adapter;
}
