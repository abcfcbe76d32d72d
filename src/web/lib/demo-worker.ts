import { DemoMode } from '@/contract/demo-mode';

/**
 * Registers the demo's service worker (the server, in the browser) and waits until it answers this page's
 * requests. A page loaded with the cache bypassed starts uncontrolled: the worker is asked to take it over.
 * Where no service worker can run (none in this browser, a private window, plain http from afar), the page
 * says so instead, and the promise never settles: with nothing to answer its calls, the app does not start.
 */
export async function startDemoWorker(root: HTMLElement): Promise<void> {
  try {
    await registerDemoWorker();
  } catch (error) {
    console.error('demo: no service worker', error);
    const { showDemoUnavailable } = await import('@/web/components/demo-unavailable-screen');
    await showDemoUnavailable(root);
    await new Promise<never>(() => undefined);
  }
}

async function registerDemoWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('this browser has no service workers');
  const base = import.meta.env.BASE_URL;
  const controlled = new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  await navigator.serviceWorker.register(`${base}${DemoMode.workerFile}`, { type: 'module', scope: base });
  if (navigator.serviceWorker.controller) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(DemoMode.claimMessage);
  await controlled;
}

/** Throws this browser's demo data away: the worker seeds a fresh database. */
export async function resetDemoData(): Promise<void> {
  const response = await fetch(DemoMode.resetPath, { method: 'POST' });
  if (!response.ok) throw new Error(`reset answered ${response.status}`);
}
