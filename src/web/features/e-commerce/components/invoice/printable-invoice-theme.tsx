import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
// As the app's provider does: @mui/system's provider for a theme without CSS variables.
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from '@/web/theme/create-app-theme';
import { useSettings } from '@/web/theme/settings-store';

/**
 * Paper is white: while the page prints (or the Print button gets it ready), the invoice is drawn in the light
 * theme, whatever mode the screen is in, in the same direction and primary colour.
 */
export function PrintableInvoiceTheme({ printing, children }: { printing: boolean; children: ReactNode }) {
  const screen = useTheme();
  const themeColor = useSettings((state) => state.themeColor);
  const printMedia = useMediaQuery('print');
  const light = printing || printMedia;
  const paperTheme = useMemo(
    () =>
      light && screen.palette.mode !== 'light'
        ? createAppTheme({ themeMode: 'light', themeDirection: screen.direction, themeColor })
        : null,
    [light, screen.palette.mode, screen.direction, themeColor],
  );
  return <ThemeProvider theme={paperTheme ?? screen}>{children}</ThemeProvider>;
}
