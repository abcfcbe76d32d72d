import { alpha, decomposeColor, getContrastRatio, type Theme } from '@mui/material/styles';

/** Opacity of the primary tint behind an active item. */
export const ACTIVE_TINT = 0.08;

/** `color` at `opacity` laid over the opaque `base`, as an rgb() string. */
function over(color: string, opacity: number, base: string): string {
  const top = decomposeColor(color).values;
  const bottom = decomposeColor(base).values;
  const mix = [0, 1, 2].map((i) => Math.round(top[i]! * opacity + bottom[i]! * (1 - opacity)));
  return `rgb(${mix.join(', ')})`;
}

/**
 * The first shade of the primary colour that reads at WCAG AA (4.5:1) on the active item's tint:
 * main if it can, else darker shades in light mode and lighter ones in dark mode.
 */
export function readablePrimary(theme: Theme): string {
  const { main, light, lighter, dark, darker } = theme.palette.primary;
  const background = over(alpha(main, 1), ACTIVE_TINT, theme.palette.background.paper);
  const candidates = theme.palette.mode === 'light' ? [main, dark, darker] : [main, light, lighter];
  return candidates.find((color) => getContrastRatio(color, background) >= 4.5) ?? candidates.at(-1)!;
}
