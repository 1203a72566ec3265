import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { Analytics, AnalyticsSink } from '../analytics/analytics';
import { ConsoleProviders } from './ConsoleProviders';
import { AppRoutes } from './router';

/**
 * Where analytics events go: the console in development. No provider is wired in production yet, so a
 * production build loads no analytics code at all; a provider's sink goes here (README, 'Analytics').
 */
const loadSink: (() => Promise<AnalyticsSink>) | null = import.meta.env.DEV
  ? () => import('../analytics/analytics').then((module) => module.consoleSink)
  : null;

/** The product's analytics once its code has arrived after the first paint, or null while none is wired. */
function useWiredAnalytics(): Analytics | null {
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  useEffect(() => {
    if (!loadSink) return;
    let mounted = true;
    Promise.all([import('../analytics/analytics'), loadSink()]).then(([module, sink]) => {
      if (mounted) setAnalytics(module.createAnalytics({ sink, doNotTrack: module.browserAsksNotToTrack() }));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return analytics;
}

/** The whole product: providers around the router (the API's, with the screens that call it: `PostifyScope`). */
export function App() {
  const analytics = useWiredAnalytics();
  return (
    <ConsoleProviders analytics={analytics}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
