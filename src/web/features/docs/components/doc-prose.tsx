import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The reading column's typography for the plain elements doc pages are written in (h2, p, ul, code). */
export function DocProse({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        typography: 'body1',
        color: 'text.primary',
        // Below the sticky header when a link or the table of contents scrolls to a section.
        '& h2': { ...theme.typography.h4, mt: 5, mb: 1.5, scrollMarginTop: 96 },
        '& h3': { ...theme.typography.h6, mt: 3, mb: 1 },
        '& table code': { overflowWrap: 'normal', whiteSpace: 'nowrap' },
        '& p': { my: 1.5 },
        '& p.lead': { ...theme.typography.body1, fontSize: '1.125rem', color: 'text.secondary', mt: 0 },
        '& ul, & ol': { my: 1.5, pl: 3 },
        '& li': { my: 1 },
        '& strong': { fontWeight: 600 },
        '& :not(pre) > code': {
          fontFamily: 'monospace',
          fontSize: '0.875em',
          px: 0.5,
          py: 0.25,
          borderRadius: 0.5,
          color: 'text.primary',
          bgcolor: alpha(theme.palette.grey[500], 0.16),
          overflowWrap: 'anywhere',
        },
      })}
    >
      {children}
    </Box>
  );
}
