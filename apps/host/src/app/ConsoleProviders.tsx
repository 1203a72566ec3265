import { lightTheme, themeRoot } from '@postify/react-ui/theme';
import type { PostifyClient } from '@postify/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { Analytics } from '../analytics/analytics';

/** The API client and query cache a test (or the prerender) hands in; the browser app creates its own. */
export interface ConsoleServices {
  client: PostifyClient;
  queryClient: QueryClient;
}

const ServicesContext = createContext<ConsoleServices | null>(null);
const ClientContext = createContext<PostifyClient | null>(null);
const AnalyticsContext = createContext<Analytics | null>(null);

/** The services given to {@link ConsoleProviders}, or `null` when the screens that need them create their own. */
export function useGivenServices(): ConsoleServices | null {
  return useContext(ServicesContext);
}

/** Provides the API client to the screens inside {@link PostifyScope} (which owns it). */
export const ConsoleClientProvider = ClientContext.Provider;

/** The API client of the product, from the nearest `PostifyScope`. */
export function useConsoleClient(): PostifyClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useConsoleClient must be used inside PostifyScope');
  return client;
}

/** The analytics of the product, or `null` in screens rendered without it (tests of one page). */
export function useAnalytics(): Analytics | null {
  return useContext(AnalyticsContext);
}

export interface ConsoleProvidersProps {
  /** The API client and query cache to use; without them, the first screen that calls the API creates them. */
  client?: PostifyClient;
  queryClient?: QueryClient;
  analytics?: Analytics | null;
  children: ReactNode;
}

/** The light theme's classes, as react-ui's `ThemeProvider` puts them on its element. */
const themeClass = `${themeRoot} ${lightTheme}`;

/**
 * What every page has around it: analytics and the light theme's element. The API client, the query
 * cache, the hooks' provider and react-ui's `ThemeProvider` (react-aria's pt-BR locale, the copy) live in
 * `PostifyScope`, loaded with the screens that call the API: the landing and legal pages download neither
 * the SDK's client, TanStack Query nor react-aria (the landing's budget is 100 KB with React and the
 * router).
 */
export function ConsoleProviders({ client, queryClient, analytics = null, children }: ConsoleProvidersProps) {
  const services = client && queryClient ? { client, queryClient } : null;
  return (
    <ServicesContext.Provider value={services}>
      <AnalyticsContext.Provider value={analytics}>
        <div className={themeClass}>{children}</div>
      </AnalyticsContext.Provider>
    </ServicesContext.Provider>
  );
}
