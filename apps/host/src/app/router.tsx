import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from '../layout/RequireSession';
import { RootLayout } from '../layout/RootLayout';
import { RouteLoading } from '../layout/RouteLoading';
import { ScreenUnavailable } from '../pages/ScreenUnavailable';
import { consoleRoutes, publicRoutes, type RouteEntry } from './routes';
import { type ScreenPath, screens } from './screens';

/** What a route carries for the layout: its pt-BR title. */
export interface RouteHandle {
  title: string;
}

function lazyRoute(entry: RouteEntry): RouteObject[] {
  const load = screens[entry.path as ScreenPath];
  const handle: RouteHandle = { title: entry.title };
  if (!load)
    return entry.protected
      ? [{ path: entry.path, handle, element: <ScreenUnavailable title={entry.title} /> }]
      : [];
  return [
    {
      path: entry.path,
      handle,
      lazy: async () => {
        const module = await load();
        const Component: ComponentType = module.default;
        return { Component };
      },
    },
  ];
}

/** The route tree: public screens, protected screens behind the session guard and layout, and the 404. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      HydrateFallback: RouteLoading,
      children: [
        ...publicRoutes.flatMap(lazyRoute),
        {
          element: <RequireSession />,
          children: [
            {
              lazy: async () => ({ Component: (await import('../layout/ConsoleLayout')).ConsoleLayout }),
              children: consoleRoutes.flatMap(lazyRoute),
            },
          ],
        },
        {
          path: '*',
          handle: { title: 'Página não encontrada' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).default }),
        },
      ],
    },
  ];
}

/** The browser router of the product. */
export function createConsoleRouter() {
  return createBrowserRouter(buildRoutes());
}
