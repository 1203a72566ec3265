import '@postify/react-ui/styles.css';
import { StrictMode } from 'react';
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
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
