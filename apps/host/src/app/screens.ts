import type { ComponentType } from 'react';
import type { consoleRoutes, publicRoutes } from './routes';

type ScreenModule = Promise<{ default: ComponentType }>;
export type ScreenPath = (typeof publicRoutes)[number]['path'] | (typeof consoleRoutes)[number]['path'];

/** The lazily loaded screen of each route: one chunk per screen. */
export const screens: Record<ScreenPath, () => ScreenModule> = {
  '/': () => import('../pages/public/LandingPage'),
  '/privacy-policy': () => import('../pages/legal/PrivacyPolicyPage'),
  '/tos': () => import('../pages/legal/TermsPage'),
  '/pricing': () => import('../pages/public/PricingPage'),
  '/signin': () => import('../pages/auth/SignInPage'),
  '/signup': () => import('../pages/auth/SignUpPage'),
  '/about': () => import('../pages/public/AboutPage'),
  '/verify': () => import('../pages/auth/VerifyPage'),
  '/reset-password': () => import('../pages/auth/ResetPasswordPage'),
  '/waiting': () => import('../pages/public/WaitingPage'),
  '/revisao/:token': () => import('../pages/public/ReviewLinkPage'),
  '/dashboard': () => import('../pages/console/DashboardPage'),
  '/posts': () => import('../pages/console/PostsPage'),
  '/posts/create': () => import('../pages/console/CreatePostPage'),
  '/posts/review': () => import('../pages/console/ReviewQueuePage'),
  '/posts/import': () => import('../pages/console/ImportPostsPage'),
  '/posts/queue': () => import('../pages/console/QueuePage'),
  '/calendar': () => import('../pages/console/CalendarPage'),
  '/settings': () => import('../pages/console/SettingsPage'),
  '/billing': () => import('../pages/console/BillingPage'),
  '/storage': () => import('../pages/console/StoragePage'),
};
