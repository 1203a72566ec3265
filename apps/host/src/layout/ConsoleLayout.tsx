import { useCurrentProject, useSignOut } from '@postify/hooks';
import { Avatar } from '@postify/react-ui/Avatar';
import { Button } from '@postify/react-ui/Button';
import { ConnectedProjectSwitcher } from '@postify/react-ui/connected/ProjectSwitcher';
import { RouterProvider } from '@postify/react-ui/RouterProvider';
import { ToastRegion } from '@postify/react-ui/ToastRegion';
import { Suspense } from 'react';
import { NavLink, Outlet, useHref, useNavigate } from 'react-router';
import { useConsoleClient } from '../app/ConsoleProviders';
import { menuRoutes } from '../app/routes';
import { sessionUser } from '../app/session';
import * as styles from './console.css';
import * as page from './layout.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteLoading } from './RouteLoading';
import { SiteHeader } from './SiteHeader';

/** Frame of the protected screens: brand, project switcher, menu of the in-menu routes, the user, logout and the one toast region. */
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
        styles={styles}
        end={
          <>
            <ConnectedProjectSwitcher />
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
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          ) : (
            <RouteLoading />
          )}
        </RouterProvider>
      </main>
      <ToastRegion />
    </div>
  );
}
