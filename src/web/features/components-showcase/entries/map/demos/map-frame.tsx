import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The box a map draws in, named for assistive technology, with the sea in the theme's colours. Leaflet lays
 * its panes and controls out left to right, so the box stays `dir="ltr"` in a right-to-left page.
 */
export function MapFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      dir="ltr"
      sx={(theme) => ({
        height: { xs: 280, sm: 380 },
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': {
          height: 1,
          bgcolor: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
          fontFamily: theme.typography.fontFamily,
        },
        '& .leaflet-popup-content': { ...theme.typography.body2, color: 'grey.900', fontWeight: 600 },
        '& .leaflet-control-attribution': { color: 'grey.900' },
        '& .leaflet-control-attribution a': { color: 'primary.darker' },
      })}
    >
      {children}
    </Box>
  );
}
