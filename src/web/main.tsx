import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydrate, loadMatchedRoutes } from './app/hydration';
import { routes } from './app/router';
import { useAuth } from './features/auth/auth-store';
import { unregisterForeignServiceWorkers } from './lib/service-workers';
import './locales/i18n';

unregisterForeignServiceWorkers();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (canHydrate(container)) {
  // A signed-out visitor: the session is known at once, and the screen's code loads before React adopts the HTML.
  void useAuth.getState().initialize();
  await loadMatchedRoutes(routes);
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
