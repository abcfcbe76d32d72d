import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useHydrated } from '@/web/lib/use-hydrated';

interface ChartFrameProps {
  /** The chart's accessible name: what it shows. */
  label: string;
  /** Kept while the page is adopted (charts measure their box, so they draw in the browser only). */
  height?: number;
  children: ReactNode;
}

/**
 * A chart with its accessible name. The drawing stays left to right in a right-to-left page, as the
 * dashboards' do (x-charts lays its axes out in its own coordinates).
 */
export function ChartFrame({ label, height, children }: ChartFrameProps) {
  const hydrated = useHydrated();
  return (
    <Box role="figure" aria-label={label} dir="ltr" sx={{ width: 1, minWidth: 0 }}>
      {hydrated ? children : <Skeleton variant="rounded" height={height ?? 240} />}
    </Box>
  );
}
