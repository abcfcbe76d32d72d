import type { TypographyVariant } from '@mui/material/styles';

/** The theme's text styles, largest first (create-app-theme.ts sets each). */
export const typographyVariants = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
  'button',
] as const satisfies readonly TypographyVariant[];
