import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from '../layout/PublicLayout';
import { RequireSession } from '../layout/RequireSession';
import { RootLayout } from '../layout/RootLayout';
import { consoleRoutes, publicRoutes, type RouteEntry } from './routes';
import { type ScreenPath, screens } from './screens';

// Declarative routes with React.lazy screens: the data router would add ~17 KB to every page's initial
// JavaScript, and the landing page's budget is 105 KB with React included.
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(screens).map(([path, load]) => [path, lazy(load)]),
);
const ConsoleLayout = lazy(() =>
  import('../layout/ConsoleLayout').then((module) => ({ default: module.ConsoleLayout })),
);
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const PostifyScope = lazy(() => import('./PostifyScope'));

/** Public screens that use no data hook: they stay outside the hooks' provider and its bundle. */
const staticPaths: readonly string[] = ['/', '/privacy-policy', '/tos'];

function screenRoute(entry: RouteEntry) {
  const Screen = lazyScreens.get(entry.path as ScreenPath);
  return <Route key={entry.path} path={entry.path} element={Screen ? <Screen /> : null} />;
}

/** The route tree: public screens in the site frame, protected screens behind the session guard, and the 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          {publicRoutes.filter((route) => staticPaths.includes(route.path)).map(screenRoute)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<PostifyScope />}>
          <Route element={<PublicLayout withToasts />}>
            {publicRoutes.filter((route) => !staticPaths.includes(route.path)).map(screenRoute)}
          </Route>
          <Route element={<RequireSession />}>
            <Route element={<ConsoleLayout />}>{consoleRoutes.map(screenRoute)}</Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
