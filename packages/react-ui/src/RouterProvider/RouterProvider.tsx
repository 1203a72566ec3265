import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

export interface RouterProviderProps {
  /** The app router's navigation, e.g. React Router's `useNavigate()`. */
  navigate: (href: string) => void;
  /** Turns a router path into the `href` the links render (for routers with a base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Makes every link of the components inside it (`LinkButton`, `FloatingCreateButton`, 'Ver todos',
 * 'Criar Post', 'COMEÇAR', 'Novo Post'…) navigate through the app's client-side router instead of
 * loading a new page. Links that open a new tab or leave the origin still behave as plain links.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  return (
    <AriaRouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {children}
    </AriaRouterProvider>
  );
}
