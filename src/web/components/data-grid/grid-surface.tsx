import type { PaletteOptions, Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { ReactNode } from 'react';

// In dark mode the grid lifts its background a shade above the paper it sits on, which leaves the theme's
// secondary text just below AA contrast; on the card's own paper it passes.
const onPaper = (theme: Theme): Theme => {
  // The grid reads `palette.DataGrid`, which the augmentation declares on the palette options only.
  const palette: Theme['palette'] & Pick<PaletteOptions, 'DataGrid'> = {
    ...theme.palette,
    DataGrid: { bg: theme.palette.background.paper },
  };
  return { ...theme, palette };
};

/** The grid drawn on the card's paper, in light and dark mode alike. */
export function GridSurface({ children }: { children: ReactNode }) {
  return <ThemeProvider<Theme> theme={onPaper}>{children}</ThemeProvider>;
}
