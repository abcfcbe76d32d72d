import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The frame of an entry's card drawing: 160 by 100 units, decorative (the card's title names it). */
export function IllustrationSvg({ children }: { children: ReactNode }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 160 100"
      aria-hidden="true"
      focusable="false"
      sx={{ width: 1, maxWidth: 200, height: 'auto' }}
    >
      {children}
    </Box>
  );
}
