import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';
import { emotionCacheFor } from './emotion-cache';
import { useSettings } from './settings-store';

/** Theme from the stored settings: mode, direction (with mirrored styles) and primary colour. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const themeMode = useSettings((state) => state.themeMode);
  const themeDirection = useSettings((state) => state.themeDirection);
  const themeColor = useSettings((state) => state.themeColor);
  const theme = useMemo(
    () => createAppTheme({ themeMode, themeDirection, themeColor }),
    [themeMode, themeDirection, themeColor],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.dir = themeDirection;
    root.style.colorScheme = themeMode;
    root.style.backgroundColor = theme.palette.background.default;
  }, [themeDirection, themeMode, theme]);

  return (
    <CacheProvider value={emotionCacheFor(themeDirection)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
