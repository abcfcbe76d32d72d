import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useHydrated } from '@/web/lib/use-hydrated';

/**
 * A form's controls, inert until the app has taken over a page rendered at build time: typing into the
 * bare HTML would be lost, and submitting it would send the fields as a plain form.
 */
export function InteractiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
