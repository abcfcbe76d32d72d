import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import './theme/right-to-left-text.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydrate, loadMatchedRoutes } from './app/hydration';
import { routes } from './app/router';
import { useAuth } from './lib/session/auth-store';
import { unregisterForeignServiceWorkers } from './lib/service-workers';
import { i18nReady } from './locales/i18n';
import { loadRtlStyles } from './theme/emotion-cache';
import { readStoredSettings } from './theme/settings-store';

const container = document.getElementById('root')!;

// The demo build's API is answered by its service worker: it must control the page before the first call.
if (import.meta.env.VITE_DEMO_MODE === 'true')
  await (await import('./lib/demo-worker')).startDemoWorker(container);
else unregisterForeignServiceWorkers();

// A stored session is restored at once: the account, and a dashboard screen's data (its route's loader asks
// with the restored token), load beside the texts and the screen's code instead of after the first render.
if (!useAuth.getState().isInitialized) void useAuth.getState().initialize();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (canHydrate(container)) {
  // The screen's code (and the texts) load before React adopts the HTML.
  await Promise.all([i18nReady, loadMatchedRoutes(routes)]);
  // As a transition, React adopts the page in small slices and yields to the browser between them: the
  // page is already on screen, so taps and scrolls are not held up by one long hydration task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The app shell's texts are there for the first frame, and for a visitor who chose right-to-left
  // the mirrored styles too.
  await Promise.all([i18nReady, readStoredSettings().themeDirection === 'rtl' ? loadRtlStyles() : undefined]);
  container.replaceChildren();
  // As a transition too: the first render (the shell and the screen) goes in slices, not one long task.
  startTransition(() => {
    createRoot(container).render(app);
  });
}
