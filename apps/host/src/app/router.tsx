import { createElement, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from '../layout/PublicLayout';
import { RequireSession } from '../layout/RequireSession';
import { RootLayout } from '../layout/RootLayout';
import { consoleRoutes, publicRoutes, type RouteEntry } from './routes';
import { consoleFrame, lazyScreens, ProvidedScreen, type ScreenPath, staticScreens } from './screens';

// Declarative routes with React.lazy screens: the data router would add ~17 KB to every page's initial
// JavaScript, and the landing page's budget is 100 KB with React included.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const PostifyScope = lazy(() => import('./PostifyScope'));
/** Public screens that use no data hook: they stay outside the hooks' provider and its bundle. */
const entryScreens = lazyScreens(staticScreens);

/** A route to its screen: the static ones from the entry, the others from the frame that provides them. */
function screenRoute(entry: RouteEntry) {
  const path = entry.path as ScreenPath;
  const screen = entryScreens.get(path);
  return (
    <Route key={path} path={path} element={screen ? createElement(screen) : <ProvidedScreen path={path} />} />
  );
}

/** The route tree: public screens in the site frame, protected screens behind the session guard, and the 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          {publicRoutes.filter((route) => entryScreens.has(route.path)).map(screenRoute)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<PostifyScope />}>
          <Route element={<PublicLayout />}>
            {publicRoutes.filter((route) => !entryScreens.has(route.path)).map(screenRoute)}
          </Route>
          <Route element={<RequireSession />}>
            <Route element={<ProvidedScreen path={consoleFrame} />}>{consoleRoutes.map(screenRoute)}</Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
