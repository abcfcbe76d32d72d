import { lazy, Suspense } from 'react';
import { useErrorText } from '@/web/lib/error-text';

const LoadFailedMessage = lazy(() => import('./load-failed-message'));

/** What a screen says when its data could not be loaded: `title`, and why (the failure, translated). */
export function LoadFailedAlert({ title, error }: { title: string; error: unknown }) {
  const message = useErrorText();
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <LoadFailedMessage title={title} message={message(error)} />
    </Suspense>
  );
}
