import { createContext, type ReactNode, useContext } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

const absolute = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface RouterProviderProps {
  /** The app router's navigation, e.g. React Router's `useNavigate()`. */
  navigate: (href: string) => void;
  /**
   * Turns a router path into the `href` the links render (for routers with a base path), e.g. React
   * Router's `useHref`. Addresses with a scheme (`https:`, `mailto:`…) or `//` are left as they are.
   */
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
    <RouterHrefContext.Provider value={useHref ?? null}>
      <AriaRouterProvider navigate={navigate} {...(useHref ? { useHref: useAppHref } : {})}>
        {children}
      </AriaRouterProvider>
    </RouterHrefContext.Provider>
  );
}

const RouterHrefContext = createContext<((href: string) => string) | null>(null);

/**
 * react-aria runs `useHref` for every link, the billing portal's too; a router would resolve an absolute
 * address against the current path. The router's hook is still called each time, so the hooks' order
 * never changes.
 */
function useAppHref(href: string): string {
  const useRouterHref = useContext(RouterHrefContext) ?? ((own: string) => own);
  const routed = useRouterHref(href);
  return absolute.test(href) ? href : routed;
}
