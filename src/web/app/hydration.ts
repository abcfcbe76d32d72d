import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { session } from '@/web/lib/session/token-session';
import { StorageKey } from '@/web/lib/storage-keys';
import { defaultSettings, readStoredSettings } from '@/web/theme/settings-store';

/**
 * Whether the page's prerendered HTML is what this visitor's first render produces, so React can adopt
 * it: it was rendered for this address, as a signed-out visitor in English with the default theme. For
 * anyone else the app renders afresh (markup and styles would differ).
 */
export function canHydrate(container: HTMLElement): boolean {
  if (container.dataset.prerendered !== window.location.pathname) return false;
  try {
    if (session.hasStoredToken()) return false;
    const language = window.localStorage.getItem(StorageKey.language) ?? navigator.language;
    if (!language.toLowerCase().startsWith('en')) return false;
    const settings = readStoredSettings();
    return (Object.keys(defaultSettings) as (keyof typeof defaultSettings)[]).every(
      (key) => settings[key] === defaultSettings[key],
    );
  } catch {
    return false;
  }
}

/** The id of the JSON script element with the router data a page rendered at build time was made with. */
export const hydrationDataId = 'router-hydration-data';

/**
 * The router data the page was rendered with (what its loaders returned), so the browser's router starts
 * without running them again; undefined on index.html. The build writes it as JSON data, not as a script:
 * the Content-Security-Policy runs no inline script but the few it knows by hash.
 */
export function prerenderedRouterData(): HydrationState | undefined {
  const data = document.getElementById(hydrationDataId)?.textContent;
  return data ? (JSON.parse(data) as HydrationState) : undefined;
}

/** Loads the lazy screens of the current address first, so the first render matches the HTML. */
export async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
