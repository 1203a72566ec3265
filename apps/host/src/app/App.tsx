import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { browserAsksNotToTrack, consoleSink, createAnalytics, noSink } from '../analytics/analytics';
import { ConsoleProviders } from './ConsoleProviders';
import { createConsoleClient, createConsoleQueryClient } from './postify';
import { AppRoutes } from './router';

/** The whole product: providers around the router. */
export function App() {
  const [client] = useState(createConsoleClient);
  const [queryClient] = useState(createConsoleQueryClient);
  // No provider is wired in production until one is chosen: the console sink is for development only.
  const [analytics] = useState(() =>
    createAnalytics({
      sink: import.meta.env.DEV ? consoleSink : noSink,
      doNotTrack: browserAsksNotToTrack(),
    }),
  );
  return (
    <ConsoleProviders client={client} queryClient={queryClient} analytics={analytics}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
