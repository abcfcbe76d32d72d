import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import {
  createPalette,
  grey,
  primaryPresets,
  type ThemeColor,
  type ThemeDirection,
  type ThemeMode,
} from './palette';

/** The breakpoints of the layouts (px). */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

/** Heights of the app bars (mobile / desktop) and widths of the sidebars (px). */
export const layout = {
  dashboardHeaderMobile: 64,
  dashboardHeaderDesktop: 92,
  publicHeaderMobile: 64,
  publicHeaderDesktop: 88,
  publicHeaderShrinkAfter: 100,
  sidebarWidth: 280,
  docsSidebarWidth: 260,
  popoverWidth: 360,
  contactsListHeight: 512,
  breadcrumbMaxWidth: 260,
} as const;

export const fontFamily = "'Public Sans', sans-serif";

export interface ThemeSettings {
  themeMode: ThemeMode;
  themeDirection: ThemeDirection;
  themeColor: ThemeColor;
}

/** WCAG AA for normal text. */
const TEXT_CONTRAST = 4.5;

/** The error colour for text (helper texts, labels of invalid fields): the red itself is too light on paper. */
function readableError({ palette }: Theme): string {
  const { main, dark, light } = palette.error;
  if (getContrastRatio(main, palette.background.paper) >= TEXT_CONTRAST) return main;
  return palette.mode === 'light' ? dark : light;
}

export function createAppTheme({ themeMode, themeDirection, themeColor }: ThemeSettings): Theme {
  const palette = createPalette(themeMode, themeColor);
  const primary = primaryPresets[themeColor];
  const paper = themeMode === 'light' ? '#fff' : grey[800];
  // Presets keep their brand colour; where it is too light for text (default green, red), text and
  // filled buttons use the preset's darker shade so every label passes AA.
  const primaryText =
    getContrastRatio(primary.main, paper) >= TEXT_CONTRAST
      ? primary.main
      : themeMode === 'light'
        ? primary.dark
        : primary.light;
  const filledNeedsDark = getContrastRatio(primary.main, primary.contrastText) < TEXT_CONTRAST;
  return createTheme({
    direction: themeDirection,
    palette,
    shape: { borderRadius: 8 },
    breakpoints: { values: breakpoints },
    typography: {
      fontFamily,
      fontWeightRegular: 400,
      fontWeightMedium: 600,
      fontWeightBold: 700,
      h1: { fontWeight: 700, fontSize: '2.5rem', lineHeight: 1.25 },
      h2: { fontWeight: 700, fontSize: '2rem', lineHeight: 1.33 },
      h3: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.5 },
      h4: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.5 },
      h5: { fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.5 },
      h6: { fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.55 },
      subtitle1: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.5 },
      subtitle2: { fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.57 },
      body1: { fontSize: '1rem', lineHeight: 1.5 },
      body2: { fontSize: '0.875rem', lineHeight: 1.57 },
      caption: { fontSize: '0.75rem', lineHeight: 1.5 },
      overline: { fontWeight: 700, fontSize: '0.75rem', lineHeight: 1.5, letterSpacing: 1.1 },
      button: { fontWeight: 700, fontSize: '0.875rem', textTransform: 'none' },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          containedPrimary: filledNeedsDark
            ? { backgroundColor: primary.dark, color: '#fff', '&:hover': { backgroundColor: primary.darker } }
            : {},
          // The theme's red is too light under white text (3.4:1): buttons that delete take its darker shade.
          containedError: ({ theme }) => ({
            backgroundColor: theme.palette.error.dark,
            '&:hover': { backgroundColor: theme.palette.error.darker },
          }),
          textPrimary: { color: primaryText },
          outlinedPrimary: { color: primaryText },
        },
      },
      MuiLink: { styleOverrides: { root: { color: primaryText } } },
      // Tabs as text in the ink colours, the chosen one darkest and underlined in it: the primary green is too
      // light for text on paper (3:1).
      MuiTabs: {
        defaultProps: { textColor: 'inherit' },
        styleOverrides: { indicator: ({ theme }) => ({ backgroundColor: theme.palette.text.primary }) },
      },
      MuiTab: {
        styleOverrides: {
          root: ({ theme }) => ({
            color: theme.palette.text.secondary,
            opacity: 1,
            '&.Mui-selected': { color: theme.palette.text.primary },
          }),
        },
      },
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-error': { color: readableError(theme) } }) },
      },
      // A focused field's label is text in the primary colour: the readable shade of it (the error colour wins).
      MuiFormLabel: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focused': { color: primaryText },
            '&.Mui-error': { color: readableError(theme) },
          }),
        },
      },
      MuiCard: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 16,
            boxShadow:
              theme.palette.mode === 'light'
                ? '0 0 2px 0 rgba(145,158,171,0.2), 0 12px 24px -4px rgba(145,158,171,0.12)'
                : '0 0 2px 0 rgba(0,0,0,0.2), 0 12px 24px -4px rgba(0,0,0,0.12)',
          }),
        },
      },
      MuiPaper: { defaultProps: { elevation: 0 } },
      // Dates and times read in the order of their language inside a right-to-left layout too ("14 November
      // 2026", not "November 2026 14"): their direction comes from their own text, isolated from around them.
      MuiCssBaseline: { styleOverrides: { 'time, bdi': { unicodeBidi: 'plaintext' } } },
      // Papers are flat by default; a list of results floats over the page, so it needs its own surface.
      MuiAutocomplete: {
        styleOverrides: {
          paper: ({ theme }) => ({
            border: `1px solid ${theme.palette.divider}`,
            boxShadow:
              theme.palette.mode === 'light'
                ? '0 0 2px 0 rgba(145,158,171,0.24), -20px 20px 40px -4px rgba(145,158,171,0.24)'
                : '0 0 2px 0 rgba(0,0,0,0.24), -20px 20px 40px -4px rgba(0,0,0,0.24)',
          }),
        },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
      // An avatar without a picture ("+N" of a group, initials): MUI's white on mid grey is too faint (2.3:1).
      MuiAvatar: {
        styleOverrides: {
          colorDefault: ({ theme }) => ({
            backgroundColor: theme.palette.grey[theme.palette.mode === 'light' ? 300 : 700],
            color: theme.palette.text.primary,
          }),
        },
      },
      // The date pickers' chosen day, month, year and time are white on the primary colour, as filled buttons.
      ...(filledNeedsDark && {
        MuiPickerDay: { styleOverrides: { root: { '&.Mui-selected': { backgroundColor: primary.dark } } } },
        MuiYearCalendar: {
          styleOverrides: { button: { '&.Mui-selected': { backgroundColor: primary.dark } } },
        },
        MuiMonthCalendar: {
          styleOverrides: { button: { '&.Mui-selected': { backgroundColor: primary.dark } } },
        },
        MuiDigitalClock: {
          styleOverrides: { item: { '&.Mui-selected': { backgroundColor: primary.dark } } },
        },
        MuiMultiSectionDigitalClockSection: {
          styleOverrides: { item: { '&.Mui-selected': { backgroundColor: primary.dark } } },
        },
      }),
    },
  });
}
