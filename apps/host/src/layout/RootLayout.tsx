import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAnalytics } from '../app/ConsoleProviders';
import { documentTitle } from '../app/routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteLoading } from './RouteLoading';

/** Every screen's frame: the document title, page-view, scroll-depth and time-on-page analytics. */
export function RootLayout() {
  const { pathname } = useLocation();
  const analytics = useAnalytics();
  const title = documentTitle(pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // A new screen starts at its top, as a full page load would.
  useEffect(() => {
    if (pathname) window.scrollTo?.(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!analytics) return;
    analytics.pageView(pathname);
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      analytics.scrolled(scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [analytics, pathname]);

  useEffect(() => {
    if (!analytics) return;
    const leave = () => analytics.leavePage();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [analytics]);

  // The last resort, for a frame that fails itself (the console's chunk, the session guard): the
  // recovery screen alone. Each frame catches its own screens' failures inside it (RouteErrorBoundary).
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
