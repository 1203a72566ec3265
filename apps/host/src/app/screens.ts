import type { ComponentType } from 'react';
import type { consoleRoutes, publicRoutes } from './routes';

type ScreenModule = Promise<{ default: ComponentType }>;
export type ScreenPath = (typeof publicRoutes)[number]['path'] | (typeof consoleRoutes)[number]['path'];

/**
 * The lazily loaded screen of each route. A public route without a screen here answers the 404 page; a
 * protected one stays behind the session guard and says it is not available yet. Console screens land as
 * the react-ui components they are composed from do.
 */
export const screens: Partial<Record<ScreenPath, () => ScreenModule>> = {
  '/signin': () => import('../pages/auth/SignInPage'),
  '/signup': () => import('../pages/auth/SignUpPage'),
  '/reset-password': () => import('../pages/auth/ResetPasswordPage'),
};
