/** The theme's colours a progress indicator can take; `inherit` follows the text colour. */
export const progressColors = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
  'inherit',
] as const;
