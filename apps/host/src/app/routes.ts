/** A screen of the product: where it lives, what the menu calls it, and who may open it. */
export interface RouteEntry {
  path: string;
  title: string;
  /** Protected routes need a signed-in user; the rest are public. */
  protected: boolean;
  inMenu: boolean;
}

/** Public routes (account spec, section 2). */
export const publicRoutes = [
  { path: '/', title: 'Postify', protected: false, inMenu: false },
  { path: '/privacy-policy', title: 'Política de Privacidade', protected: false, inMenu: false },
  { path: '/tos', title: 'Termos de Uso', protected: false, inMenu: false },
  { path: '/pricing', title: 'Preços', protected: false, inMenu: false },
  { path: '/signin', title: 'Entrar', protected: false, inMenu: false },
  { path: '/signup', title: 'Criar conta', protected: false, inMenu: false },
  { path: '/about', title: 'Sobre', protected: false, inMenu: false },
  { path: '/verify', title: 'Ativar conta', protected: false, inMenu: false },
  { path: '/reset-password', title: 'Redefinir senha', protected: false, inMenu: false },
  { path: '/waiting', title: 'Lista de espera', protected: false, inMenu: false },
] as const satisfies readonly RouteEntry[];

/** Protected routes with their menu flags (publishing spec, section 2). */
export const consoleRoutes = [
  { path: '/dashboard', title: 'Painel', protected: true, inMenu: true },
  { path: '/posts', title: 'Posts', protected: true, inMenu: true },
  { path: '/posts/create', title: 'Criar post', protected: true, inMenu: false },
  { path: '/calendar', title: 'Calendário', protected: true, inMenu: true },
  { path: '/settings', title: 'Configurações', protected: true, inMenu: true },
  { path: '/billing', title: 'Cobrança', protected: true, inMenu: true },
  { path: '/storage', title: 'Armazenamento', protected: true, inMenu: true },
] as const satisfies readonly RouteEntry[];

export const menuRoutes = consoleRoutes.filter((route) => route.inMenu);

/** Where /signin sends the user back after signing in: only a protected route of this product. */
export function returnPathAfterSignIn(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/dashboard';
  const pathname = from.split(/[?#]/)[0] ?? '';
  const known = consoleRoutes.some((route) => route.path === pathname);
  return known ? from : '/dashboard';
}

/** The pt-BR title of the screen at `pathname`. */
export function routeTitle(pathname: string): string {
  const known = [...publicRoutes, ...consoleRoutes].find((route) => route.path === pathname);
  return known ? known.title : 'Página não encontrada';
}

/** The document title of the screen at `pathname`: 'Preços · Postify', or 'Postify' for the landing page. */
export function documentTitle(pathname: string): string {
  const title = routeTitle(pathname);
  return title !== 'Postify' ? `${title} · Postify` : 'Postify';
}
