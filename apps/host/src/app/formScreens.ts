import { consoleFrame, type ScreenLoaders } from './screens';

/** The public screens that call the API and the console's frame, provided by `PostifyScope`. */
export const formScreens: ScreenLoaders = {
  '/pricing': () => import('../pages/public/PricingPage'),
  '/signin': () => import('../pages/auth/SignInPage'),
  '/signup': () => import('../pages/auth/SignUpPage'),
  '/about': () => import('../pages/public/AboutPage'),
  '/verify': () => import('../pages/auth/VerifyPage'),
  '/reset-password': () => import('../pages/auth/ResetPasswordPage'),
  '/waiting': () => import('../pages/public/WaitingPage'),
  '/revisao/:token': () => import('../pages/public/ReviewLinkPage'),
  [consoleFrame]: () =>
    import('../layout/ConsoleLayout').then((module) => ({ default: module.ConsoleLayout })),
};
