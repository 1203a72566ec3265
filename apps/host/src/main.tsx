import '@postify/react-ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The public pages arrive rendered (scripts/prerender.mjs): take over their markup rather than redraw it.
// In a transition, so the hydration yields to the browser in short slices instead of one long task: the
// page is already painted, and a tap meanwhile is answered first.
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
