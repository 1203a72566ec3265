import { Link, Outlet } from 'react-router';
import * as page from './layout.css';
import * as styles from './public.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteHeader } from './SiteHeader';
import { TrackedCta } from './TrackedCta';

// The header's three classes, not this module's namespace: passed as a value, the namespace becomes an
// object of every class of the site (the landing's, the forms') in the entry every page loads (~0.3 KB).
const headerStyles = { header: styles.header, brand: styles.brand, nav: styles.nav };

/** Frame of the public site: header with the waiting-list button, the About link and a mobile menu; footer. */
export function PublicLayout() {
  return (
    <div className={page.page}>
      <SiteHeader frame="public" styles={headerStyles}>
        <Link className={styles.navLink} to="/about">
          Sobre
        </Link>
        <Link className={styles.navLink} to="/pricing">
          Preços
        </Link>
        <Link className={styles.navLink} to="/signin">
          Entrar
        </Link>
        <TrackedCta target="header">Entrar na lista de espera</TrackedCta>
      </SiteHeader>
      <div id="conteudo" className={page.publicMain}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </div>
      <footer className={styles.footer}>
        <span>© 2025 Postify. Todos os direitos reservados.</span>
        <nav aria-label="Rodapé">
          <ul className={styles.footerLinks}>
            <li>
              <Link className={styles.footerLink} to="/about">
                Sobre
              </Link>
            </li>
            <li>
              <Link className={styles.footerLink} to="/pricing">
                Preços
              </Link>
            </li>
            <li>
              <Link className={styles.footerLink} to="/privacy-policy">
                Política de Privacidade
              </Link>
            </li>
            <li>
              <Link className={styles.footerLink} to="/tos">
                Termos de Uso
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
