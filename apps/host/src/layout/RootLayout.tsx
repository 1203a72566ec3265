import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAnalytics } from '../app/ConsoleProviders';
import { documentTitle } from '../app/routes';
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

  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}
