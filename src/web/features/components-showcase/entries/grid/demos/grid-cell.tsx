import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A tinted box that makes a grid item visible. */
export function GridCell({ children }: { children: ReactNode }) {
  return (
    <Paper
      sx={(theme) => ({
        py: 2,
        px: 1,
        textAlign: 'center',
        typography: 'body2',
        fontFamily: 'monospace',
        color: 'text.primary',
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.12 : 0.24),
        border: 1,
        borderColor: alpha(theme.palette.primary.main, 0.32),
      })}
    >
      {children}
    </Paper>
  );
}
