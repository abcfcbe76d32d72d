import { alpha, type PaletteOptions } from '@mui/material/styles';

/** The six primary colours a user can choose. */
export const themeColors = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;
export type ThemeColor = (typeof themeColors)[number];
export type ThemeMode = 'light' | 'dark';
export type ThemeDirection = 'ltr' | 'rtl';

interface ColorSet {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

export const primaryPresets: Record<ThemeColor, ColorSet> = {
  default: { lighter: '#C8FACD', light: '#5BE584', main: '#00AB55', dark: '#007B55', darker: '#005249', contrastText: '#fff' },
  purple: { lighter: '#EBD6FD', light: '#B985F4', main: '#7635DC', dark: '#431A9E', darker: '#200A69', contrastText: '#fff' },
  cyan: { lighter: '#D1FFFC', light: '#76F2FF', main: '#1CCAFF', dark: '#0E77B7', darker: '#053D7A', contrastText: '#212B36' },
  blue: { lighter: '#D1E9FC', light: '#76B0F1', main: '#0045FF', dark: '#0027B7', darker: '#00137A', contrastText: '#fff' },
  orange: { lighter: '#FEF4D4', light: '#FED680', main: '#FDA92D', dark: '#B66816', darker: '#793908', contrastText: '#212B36' },
  red: { lighter: '#FFE3D5', light: '#FFC1AC', main: '#FF3030', dark: '#B71833', darker: '#7A0930', contrastText: '#fff' },
};

export const grey = {
  0: '#FFFFFF',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#212B36',
  900: '#161C24',
} as const;

const secondary = { lighter: '#D6E4FF', light: '#84A9FF', main: '#3366FF', dark: '#1939B7', darker: '#091A7A', contrastText: '#fff' };
const info = { lighter: '#D0F2FF', light: '#74CAFF', main: '#1890FF', dark: '#0C53B7', darker: '#04297A', contrastText: '#fff' };
const success = { lighter: '#E9FCD4', light: '#AAF27F', main: '#54D62C', dark: '#229A16', darker: '#08660D', contrastText: grey[800] };
const warning = { lighter: '#FFF7CD', light: '#FFE16A', main: '#FFC107', dark: '#B78103', darker: '#7A4F01', contrastText: grey[800] };
const error = { lighter: '#FFE7D9', light: '#FFA48D', main: '#FF4842', dark: '#B72136', darker: '#7A0C2E', contrastText: '#fff' };

declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
}

export function createPalette(mode: ThemeMode, color: ThemeColor): PaletteOptions {
  const common = {
    primary: primaryPresets[color],
    secondary,
    info,
    success,
    warning,
    error,
    grey,
    divider: alpha(grey[500], 0.24),
    action: {
      hover: alpha(grey[500], 0.08),
      selected: alpha(grey[500], 0.16),
      disabled: alpha(grey[500], 0.8),
      disabledBackground: alpha(grey[500], 0.24),
      focus: alpha(grey[500], 0.24),
      hoverOpacity: 0.08,
      disabledOpacity: 0.48,
    },
  };
  return mode === 'light'
    ? {
        ...common,
        mode,
        // grey[600] on white is 4.7:1, enough for secondary text (WCAG AA).
        text: { primary: grey[800], secondary: grey[600], disabled: grey[500] },
        background: { paper: '#fff', default: '#fff' },
        action: { ...common.action, active: grey[600] },
      }
    : {
        ...common,
        mode,
        text: { primary: '#fff', secondary: grey[500], disabled: grey[600] },
        background: { paper: grey[800], default: grey[900] },
        action: { ...common.action, active: grey[500] },
      };
}
