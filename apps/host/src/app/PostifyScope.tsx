import { PostifyProvider } from '@postify/hooks';
import { ThemeProvider } from '@postify/react-ui/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConsoleClientProvider, useGivenServices } from './ConsoleProviders';
import { formScreens } from './formScreens';
import { consoleServices } from './postify';
import { lazyScreens, ScreensProvider } from './screens';

const screens = lazyScreens(formScreens);
// The one toast region of the screens that call the API, public and console alike (it draws in a portal):
// its chunk arrives beside the screen's, and no page outside this scope carries the list of what it needs.
const ToastRegion = lazy(() =>
  import('@postify/react-ui/ToastRegion').then((module) => ({ default: module.ToastRegion })),
);

/**
 * Around every screen that calls the API: the API client, the query cache, the data hooks' provider,
 * react-ui's theme provider (react-aria's pt-BR locale for dates and numbers, the components' copy; its
 * element repeats the page's theme classes), the public screens that call the API, the console's frame and
 * the toast region. It is a lazily loaded route element, not a provider in the entry, so the landing and
 * legal pages download neither the SDK's client, TanStack Query, the hooks nor react-aria (the landing's
 * budget is 100 KB with React and the router). The browser app's client and cache are created once, on the
 * first screen that needs them, and outlive this element: leaving for the landing and coming back keeps the
 * session and the cache.
 */
export default function PostifyScope() {
  const { client, queryClient } = useGivenServices() ?? consoleServices();
  return (
    <ConsoleClientProvider value={client}>
      <QueryClientProvider client={queryClient}>
        <PostifyProvider client={client} queryClient={queryClient}>
          <ThemeProvider locale="pt-BR">
            <ScreensProvider value={screens}>
              <Outlet />
            </ScreensProvider>
            {/* No toast can be showing before the region arrives; one queued meanwhile shows when it does. */}
            <Suspense fallback={null}>
              <ToastRegion />
            </Suspense>
          </ThemeProvider>
        </PostifyProvider>
      </QueryClientProvider>
    </ConsoleClientProvider>
  );
}
