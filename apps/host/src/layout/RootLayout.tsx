import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useAnalytics } from '../app/ConsoleProviders';
import type { RouteHandle } from '../app/router';
import { RouteLoading } from './RouteLoading';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** Every screen's frame: the document title, page-view, scroll-depth and time-on-page analytics. */
export function RootLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const analytics = useAnalytics();
  const title = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;

  useEffect(() => {
    document.title = title && title !== 'Postify' ? `${title} · Postify` : 'Postify';
  }, [title]);

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
    <>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
