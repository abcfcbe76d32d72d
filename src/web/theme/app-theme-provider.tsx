import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what Material's ThemeProvider renders for a theme without CSS variables (ours);
// Material's own also bundles the CSS-variables provider, which this app never uses.
import { ThemeProvider } from '@mui/system';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';
import { canStyleDirection, emotionCacheFor, loadRtlStyles } from './emotion-cache';
import { useSettings } from './settings-store';

/** Theme from the stored settings: mode, direction (with mirrored styles) and primary colour. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const themeMode = useSettings((state) => state.themeMode);
  const chosenDirection = useSettings((state) => state.themeDirection);
  const [, setRtlLoaded] = useState(false);
  // Until the RTL mirroring has loaded (a moment after choosing RTL), the page stays left-to-right.
  const themeDirection = canStyleDirection(chosenDirection) ? chosenDirection : 'ltr';
  const themeColor = useSettings((state) => state.themeColor);
  const theme = useMemo(
    () => createAppTheme({ themeMode, themeDirection, themeColor }),
    [themeMode, themeDirection, themeColor],
  );

  useEffect(() => {
    if (themeDirection !== chosenDirection) void loadRtlStyles().then(() => setRtlLoaded(true));
  }, [themeDirection, chosenDirection]);

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
