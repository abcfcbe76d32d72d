import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/web/lib/lazy-with-preload';
import { whenIdle } from '@/web/lib/when-idle';

// Only needed once the visitor moves to another screen, so not part of the first load: it loads when
// the browser is first idle, or with the first navigation if that comes sooner.
const LinearProgress = lazyWithPreload(() => import('@mui/material/LinearProgress'));

/** A thin bar at the very top while the next screen's code loads. */
export function TopProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  useEffect(() => whenIdle(() => void LinearProgress.preload()), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label={t('app.loading')}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          height: 3,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
        }}
      />
    </Suspense>
  );
}
