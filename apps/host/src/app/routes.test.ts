import { describe, expect, it } from 'vitest';
import { consoleRoutes, menuRoutes, publicRoutes, returnPathAfterSignIn } from './routes';

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
    ]);
    expect(consoleRoutes.every((r) => r.protected)).toBe(true);
  });

  it('puts every protected route in the menu except /posts/create', () => {
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
});
