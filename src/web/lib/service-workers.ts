/** A worker left behind by an earlier app on this origin would serve stale files; the app has none of its own. */
export function unregisterForeignServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}
