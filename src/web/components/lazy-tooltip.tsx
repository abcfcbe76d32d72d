import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * A tooltip whose code (with its positioning engine) loads after the screen has painted; until then the
 * element shows without it. For screens that must paint fast, such as sign-in.
 */
export function LazyTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
