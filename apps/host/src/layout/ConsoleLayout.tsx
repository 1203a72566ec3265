import { Avatar } from '@postify/react-ui/Avatar';
import { Button } from '@postify/react-ui/Button';
import { ToastRegion } from '@postify/react-ui/ToastRegion';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useConsoleClient } from '../app/ConsoleProviders';
import { menuRoutes } from '../app/routes';
import { logout, sessionUser } from '../app/session';
import * as styles from './console.css';
import * as page from './layout.css';
import { RouteLoading } from './RouteLoading';

/** Frame of the protected screens: brand, menu of the in-menu routes, the user and logout. */
export function ConsoleLayout() {
  const client = useConsoleClient();
  const user = sessionUser(client);
  const [leaving, setLeaving] = useState(false);
  const name = user?.name ?? '';
  return (
    <div className={page.page}>
      <a className={page.skipLink} href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className={styles.header}>
        <Link className={styles.brand} to="/dashboard">
          Postify
        </Link>
        <nav className={styles.nav} aria-label="Menu principal">
          <ul className={styles.navList}>
            {menuRoutes.map((route) => (
              <li key={route.path}>
                <NavLink className={styles.navLink} to={route.path}>
                  {route.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.user}>
          <Avatar name={name} size="sm" />
          <span className={styles.userName}>{name}</span>
          <Button
            variant="secondary"
            size="sm"
            isLoading={leaving}
            onPress={() => {
              setLeaving(true);
              // A full load on /signin drops every cached query of the ended session.
              void logout(client, (path) => window.location.assign(path));
            }}
          >
            Sair
          </Button>
        </div>
      </header>
      <main id="conteudo" className={page.main}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <ToastRegion />
    </div>
  );
}
