import { lazy, Suspense, useEffect, useState } from 'react';
import { hasWaitingToasts, onToastRequested } from '../lib/toast';

const ToasterHost = lazy(() => import('./toaster-host'));

function later(callback: () => void): () => void {
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}

function whenIdle(callback: () => void): () => void {
  if (!window.requestIdleCallback) return later(callback);
  const handle = window.requestIdleCallback(callback, { timeout: 5000 });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Where toasts appear. The toast library is not part of the first load: it loads when the browser is
 * first idle after start-up, or at once when a toast is asked for earlier.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stop = onToastRequested(want);
    const cancel = hasWaitingToasts() ? later(want) : whenIdle(want);
    return () => {
      stop();
      cancel();
    };
  }, [wanted]);

  return wanted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
