import { useCurrentProject, useSignOut } from '@postify/hooks';
import { Avatar } from '@postify/react-ui/Avatar';
import { Button } from '@postify/react-ui/Button';
import { RouterProvider } from '@postify/react-ui/RouterProvider';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useHref, useNavigate } from 'react-router';
import { useConsoleClient } from '../app/ConsoleProviders';
import { consoleScreens } from '../app/consoleScreens';
import { menuRoutes } from '../app/routes';
import { lazyScreens, ScreensProvider } from '../app/screens';
import { sessionUser } from '../app/session';
import * as styles from './console.css';
import * as page from './layout.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteLoading } from './RouteLoading';
import { SiteHeader } from './SiteHeader';

const screens = lazyScreens(consoleScreens);
// The project switcher (a select, an actions menu and two dialogs) carries most of react-aria: it arrives
// in its own chunk, beside the screen's and while the current project loads, so no console route waits for
// it before it can render (budgets: scripts/manifest.mjs). The toast region comes the same way from
// PostifyScope.
const ConnectedProjectSwitcher = lazy(() =>
  import('@postify/react-ui/connected/ProjectSwitcher').then((module) => ({
    default: module.ConnectedProjectSwitcher,
  })),
);

// The header's classes, not the module's namespace (which would be built as an object of every class).
const headerStyles = { header: styles.header, brand: styles.brand, nav: styles.nav, panel: styles.panel };

/** Frame of the protected screens: brand, project switcher, menu of the in-menu routes, the user and logout. */
export function ConsoleLayout() {
  const client = useConsoleClient();
  const user = sessionUser(client);
  // A full load on /signin drops every in-memory trace of the ended session.
  const signOut = useSignOut({ onSignedOut: () => window.location.assign('/signin') });
  const name = user?.name ?? '';
  const navigate = useNavigate();
  const current = useCurrentProject();
  // Screens read the current project's data: they wait until it is settled (or cannot be).
  const ready = current.currentProjectId !== null || Boolean(current.error) || current.projects?.length === 0;
  return (
    <div className={page.page}>
      <SiteHeader
        frame="console"
        styles={headerStyles}
        end={
          <>
            {/* The switcher's box while it arrives: the header keeps its height, nothing below it moves. */}
            <Suspense fallback={<div className={styles.switcherSlot} aria-hidden="true" />}>
              <ConnectedProjectSwitcher />
            </Suspense>
            <div className={styles.user}>
              <Avatar name={name} size="sm" />
              <span className={styles.userName}>{name}</span>
              <Button
                variant="secondary"
                size="sm"
                isLoading={signOut.isPending}
                onPress={() => signOut.mutate()}
              >
                Sair
              </Button>
            </div>
          </>
        }
      >
        <ul className={styles.navList}>
          {menuRoutes.map((route) => (
            <li key={route.path}>
              <NavLink className={styles.navLink} to={route.path}>
                {route.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </SiteHeader>
      <main id="conteudo" className={page.main}>
        {/* react-ui's links (Ver todos, Criar Post, COMEÇAR, Novo Post…) move through the router, not a page load. */}
        <RouterProvider navigate={navigate} useHref={useHref}>
          {ready ? (
            <RouteErrorBoundary>
              <Suspense fallback={<RouteLoading />}>
                <ScreensProvider value={screens}>
                  <Outlet />
                </ScreensProvider>
              </Suspense>
            </RouteErrorBoundary>
          ) : (
            <RouteLoading />
          )}
        </RouterProvider>
      </main>
    </div>
  );
}
