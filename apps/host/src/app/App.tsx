import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { browserAsksNotToTrack, consoleSink, createAnalytics, noSink } from '../analytics/analytics';
import { ConsoleProviders } from './ConsoleProviders';
import { AppRoutes } from './router';

/** The whole product: providers around the router (the API's, with the screens that call it: `PostifyScope`). */
export function App() {
  // No provider is wired in production until one is chosen: the console sink is for development only.
  const [analytics] = useState(() =>
    createAnalytics({
      sink: import.meta.env.DEV ? consoleSink : noSink,
      doNotTrack: browserAsksNotToTrack(),
    }),
  );
  return (
    <ConsoleProviders analytics={analytics}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
