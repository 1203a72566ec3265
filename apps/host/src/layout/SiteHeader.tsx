import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as page from './layout.css';
import { MenuToggle, usePageMenu } from './MobileMenu';

/** Where each frame's brand leads, and its menu's id and accessible name. */
const frames = {
  public: { home: '/', menuId: 'menu-publico', menuLabel: 'Menu do site' },
  console: { home: '/dashboard', menuId: 'menu-console', menuLabel: 'Menu principal' },
} as const;

/**
 * The top of every frame, public site and console alike: the skip link to `#conteudo`, then a header with the
 * brand, the mobile menu toggle and the menu (`children`). `end` (the console's project switcher and user)
 * folds behind 'Menu' with the menu on small screens, in a `panel` that boxes nothing on larger ones. Each
 * frame brings its own look (`styles`).
 */
export function SiteHeader({
  frame,
  styles,
  children,
  end,
}: {
  frame: keyof typeof frames;
  styles: { header: string; brand: string; nav: string; panel?: string };
  children: ReactNode;
  end?: ReactNode;
}) {
  const { home, menuId, menuLabel } = frames[frame];
  const menu = usePageMenu(menuId);
  const folding = { id: menu.panelId, 'data-open': menu.open };
  return (
    <>
      <a className={page.skipLink} href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className={styles.header}>
        <Link className={styles.brand} to={home}>
          Postify
        </Link>
        <MenuToggle
          open={menu.open}
          onToggle={menu.toggle}
          controls={menu.panelId}
          buttonRef={menu.toggleRef}
        />
        {end ? (
          <div {...folding} className={styles.panel}>
            <nav className={styles.nav} aria-label={menuLabel}>
              {children}
            </nav>
            {end}
          </div>
        ) : (
          <nav {...folding} className={styles.nav} aria-label={menuLabel}>
            {children}
          </nav>
        )}
      </header>
    </>
  );
}
