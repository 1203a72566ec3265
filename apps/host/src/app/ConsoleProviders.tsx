import { ThemeProvider } from '@postify/react-ui/theme';
import type { PostifyClient } from '@postify/sdk';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { Analytics } from '../analytics/analytics';

const ClientContext = createContext<PostifyClient | null>(null);
const AnalyticsContext = createContext<Analytics | null>(null);

/** The API client of the product, from the nearest {@link ConsoleProviders}. */
export function useConsoleClient(): PostifyClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useConsoleClient must be used inside <ConsoleProviders>');
  return client;
}

/** The analytics of the product, or `null` in screens rendered without it (tests of one page). */
export function useAnalytics(): Analytics | null {
  return useContext(AnalyticsContext);
}

export interface ConsoleProvidersProps {
  client: PostifyClient;
  queryClient: QueryClient;
  analytics?: Analytics | null;
  children: ReactNode;
}

/**
 * Everything a screen needs around it: API client, query cache, and the pt-BR theme. The hooks' provider
 * (`PostifyScope`) and the toast region (console layout) are loaded with the screens that need them.
 */
export function ConsoleProviders({ client, queryClient, analytics = null, children }: ConsoleProvidersProps) {
  return (
    <ClientContext.Provider value={client}>
      <AnalyticsContext.Provider value={analytics}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider locale="pt-BR">{children}</ThemeProvider>
        </QueryClientProvider>
      </AnalyticsContext.Provider>
    </ClientContext.Provider>
  );
}
