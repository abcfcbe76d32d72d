import { lazy, Suspense, useEffect, useState } from 'react';
import { hasWaitingToasts, onToastRequested } from '@/web/lib/toast';
import { later, whenIdle } from '@/web/lib/when-idle';

const ToasterHost = lazy(() => import('./toaster-host'));

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
