import { describe, expect, it } from 'vitest';
import { consoleRoutes, documentTitle, menuRoutes, publicRoutes, returnPathAfterSignIn } from './routes';

describe('routes', () => {
  it('lists the public and protected routes of the specification', () => {
    expect(publicRoutes.map((r) => r.path)).toEqual([
      '/',
      '/privacy-policy',
      '/tos',
      '/pricing',
      '/signin',
      '/signup',
      '/about',
      '/verify',
      '/reset-password',
      '/waiting',
      '/revisao/:token',
    ]);
    expect(consoleRoutes.every((r) => r.protected)).toBe(true);
  });

  it('puts every protected route in the menu except /posts/create, /posts/import and /posts/queue', () => {
    expect(menuRoutes.map((r) => [r.path, r.title])).toEqual([
      ['/dashboard', 'Painel'],
      ['/posts', 'Posts'],
      ['/calendar', 'Calendário'],
      ['/settings', 'Configurações'],
      ['/billing', 'Cobrança'],
      ['/storage', 'Armazenamento'],
    ]);
  });

  it('returns to the remembered protected route after sign-in, never elsewhere', () => {
    expect(returnPathAfterSignIn('/calendar')).toBe('/calendar');
    expect(returnPathAfterSignIn('/storage?folder=abc&name=Fotos')).toBe('/storage?folder=abc&name=Fotos');
    expect(returnPathAfterSignIn('//evil.example/dashboard')).toBe('/dashboard');
    expect(returnPathAfterSignIn('https://evil.example')).toBe('/dashboard');
    expect(returnPathAfterSignIn('/signin')).toBe('/dashboard');
    expect(returnPathAfterSignIn(undefined)).toBe('/dashboard');
  });

  it('titles the document after the screen, with the product name after it except on the landing page', () => {
    expect(documentTitle('/')).toBe('Postify');
    expect(documentTitle('/pricing')).toBe('Preços · Postify');
    expect(documentTitle('/calendar')).toBe('Calendário · Postify');
    expect(documentTitle('/nada-aqui')).toBe('Página não encontrada · Postify');
  });
});
