/** A screen of the product: where it lives, what the menu calls it, and who may open it. */
export interface RouteEntry {
  path: string;
  title: string;
  /** Protected routes need a signed-in user; the rest are public. */
  protected: boolean;
  inMenu: boolean;
}

/** Screens of one side of the product from rows of path, title and whether the menu shows it. */
function screens<const P extends string>(
  isProtected: boolean,
  rows: readonly (readonly [path: P, title: string, inMenu?: boolean])[],
): (RouteEntry & { path: P })[] {
  return rows.map(([path, title, inMenu = false]) => ({ path, title, protected: isProtected, inMenu }));
}

/** Public routes (account spec, section 2); none is in the menu. */
export const publicRoutes = screens(false, [
  ['/', 'Postify'],
  ['/privacy-policy', 'Política de Privacidade'],
  ['/tos', 'Termos de Uso'],
  ['/pricing', 'Preços'],
  ['/signin', 'Entrar'],
  ['/signup', 'Criar conta'],
  ['/about', 'Sobre'],
  ['/verify', 'Ativar conta'],
  ['/reset-password', 'Redefinir senha'],
  ['/waiting', 'Lista de espera'],
  ['/revisao/:token', 'Revisão de posts'],
] as const);

/** Protected routes with their menu flags (publishing spec, section 2). */
export const consoleRoutes = screens(true, [
  ['/dashboard', 'Painel', true],
  ['/posts', 'Posts', true],
  ['/posts/create', 'Criar post', false],
  ['/posts/review', 'Fila de revisão', false],
  ['/posts/import', 'Importar CSV', false],
  ['/posts/queue', 'Fila', false],
  ['/calendar', 'Calendário', true],
  ['/settings', 'Configurações', true],
  ['/billing', 'Cobrança', true],
  ['/storage', 'Armazenamento', true],
] as const);

export const menuRoutes = consoleRoutes.filter((route) => route.inMenu);

/** Where /signin sends the user back after signing in: only a protected route of this product. */
export function returnPathAfterSignIn(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/dashboard';
  const pathname = from.split(/[?#]/)[0] ?? '';
  const known = consoleRoutes.some((route) => route.path === pathname);
  return known ? from : '/dashboard';
}

/** Whether `pathname` is the route `path` (a `:name` segment matches any one segment). */
function matches(path: string, pathname: string): boolean {
  const want = path.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The pt-BR title of the screen at `pathname`. */
export function routeTitle(pathname: string): string {
  const known = [...publicRoutes, ...consoleRoutes].find((route) => matches(route.path, pathname));
  return known ? known.title : 'Página não encontrada';
}

/** The document title of the screen at `pathname`: 'Preços · Postify', or 'Postify' for the landing page. */
export function documentTitle(pathname: string): string {
  const title = routeTitle(pathname);
  return title !== 'Postify' ? `${title} · Postify` : 'Postify';
}
