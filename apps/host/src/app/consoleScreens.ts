import type { ScreenLoaders } from './screens';

/** The console's screens, provided by `ConsoleLayout`. */
export const consoleScreens: ScreenLoaders = {
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
