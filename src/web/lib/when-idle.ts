/** Runs the callback on the next turn of the event loop; returns a function that cancels it. */
export function later(callback: () => void): () => void {
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}

/** Runs the callback when the browser is first idle (at the latest after 5 s); returns a canceller. */
export function whenIdle(callback: () => void): () => void {
  if (!window.requestIdleCallback) return later(callback);
  const handle = window.requestIdleCallback(callback, { timeout: 5000 });
  return () => window.cancelIdleCallback(handle);
}
