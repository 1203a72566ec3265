import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as page from './layout.css';
import { MenuToggle, usePageMenu } from './MobileMenu';

/** Where each frame's brand leads, and its menu's id and accessible name. */
const frames = {
  public: { home: '/', menuId: 'menu-publico', menuLabel: 'Menu do site' },
  console: { home: '/dashboard', menuId: 'menu-principal', menuLabel: 'Menu principal' },
} as const;

/**
 * The top of every frame, public site and console alike: the skip link to `#conteudo`, then a header with the
 * brand, the mobile menu toggle and the menu (`children`); `end` follows the menu in the header. Each frame
 * brings its own look (`styles`).
 */
export function SiteHeader({
  frame,
  styles,
  children,
  end,
}: {
  frame: keyof typeof frames;
  styles: { header: string; brand: string; nav: string };
  children: ReactNode;
  end?: ReactNode;
}) {
  const { home, menuId, menuLabel } = frames[frame];
  const { open, toggle } = usePageMenu();
  return (
    <>
      <a className={page.skipLink} href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className={styles.header}>
        <Link className={styles.brand} to={home}>
          Postify
        </Link>
        <MenuToggle open={open} onToggle={toggle} controls={menuId} />
        <nav id={menuId} className={styles.nav} aria-label={menuLabel} data-open={open}>
          {children}
        </nav>
        {end}
      </header>
    </>
  );
}
