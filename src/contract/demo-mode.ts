/**
 * The demo mode: the whole product from static hosting, its API answered inside the browser by a service worker
 * that runs the server's own app (src/demo). Shared by that worker and the web app.
 */
export const DemoMode = {
  /** The worker's file, beside index.html in the demo build. */
  workerFile: 'demo-worker.js',
  /** What the worker answers (after the base path, if any): everything the server answers besides the web app's files. */
  answeredPrefixes: ['/api/', '/images/', '/uploads/'],
  /** SPEC §9: the demo's sign-in and registration take a second, as the original mock's did. */
  signInDelayMs: 1000,
  delayedPaths: ['/api/account/login', '/api/account/register'],
  /** POST here and the worker throws the browser's data away and seeds afresh (the demo's own call, not the API's). */
  resetPath: '/api/demo/reset',
  /** Sent to the worker by a page it does not control yet (loaded with the cache bypassed): it takes the page over. */
  claimMessage: 'demo:claim',
} as const;

/**
 * The path the worker answers for a request to `pathname` on a site served under `base` ("/" or "/sub/path/"),
 * or undefined when it is the static host's to serve. The app calls the API at the origin's root, and images
 * may be asked for under the base too: both count.
 */
export function demoAnsweredPath(pathname: string, base: string): string | undefined {
  const prefix = base.replace(/\/$/, '');
  const path = prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return DemoMode.answeredPrefixes.some((answered) => path.startsWith(answered)) ? path : undefined;
}
