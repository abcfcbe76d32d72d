import type { Theme } from '@mui/material/styles';

/** The primary shade for small accent text: readable (AA) on the page background in either mode. */
export const accentText = (theme: Theme) =>
  theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light;

/** The tinted background of alternate page bands. */
export const bandBackground = (theme: Theme) =>
  theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[800];
