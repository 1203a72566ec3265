import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ConsoleProviders } from './ConsoleProviders';
import { createConsoleClient, createConsoleQueryClient } from './postify';
import { AppRoutes } from './router';

export { documentTitle } from './routes';

/**
 * The public pages rendered at build time (scripts/prerender.mjs), so a phone paints them before any
 * script runs. Only pages whose first render depends on nothing but their path: /signin shows its
 * query's banner after hydration (`useHydrated`), /signup, /reset-password and /verify draw their first
 * screen from their link's query values, and the console needs a session.
 */
export const prerenderedPaths = [
  '/',
  '/pricing',
  '/about',
  '/waiting',
  '/privacy-policy',
  '/tos',
  '/signin',
] as const;

/**
 * The markup of `path` as the browser's first render will produce it (main.tsx hydrates it): the same
 * providers and routes, with every lazily loaded screen awaited. Data the page loads from the API (the
 * live plans of /pricing) is in its loading state, as on a first visit.
 */
export async function prerenderPage(path: string): Promise<string> {
  // React would otherwise log the error and leave the page to be drawn in the browser: fail the build.
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <ConsoleProviders client={createConsoleClient()} queryClient={createConsoleQueryClient()}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </ConsoleProviders>,
    {
      // No boundary outlined for progressive reveal: that needs inline scripts, which the pages' CSP
      // (script-src 'self') refuses; the landing's boundary passed React's default chunk size with eight networks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  if (failure) throw failure;
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
