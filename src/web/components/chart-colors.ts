import { hexToRgb, decomposeColor, useTheme } from '@mui/material/styles';

/** The hue of a colour in degrees (0–360). */
export function hueOf(color: string): number {
  const [r, g, b] = decomposeColor(color.startsWith('#') ? hexToRgb(color) : color).values.map(
    (value) => value / 255,
  ) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

/** The first colour, then those of the others whose hue is far enough from every one already taken to tell apart. */
export function distinctColors(colors: string[], minDegrees = 30): string[] {
  const taken: string[] = [];
  for (const color of colors) {
    const hue = hueOf(color);
    const near = taken.some((other) => {
      const apart = Math.abs(hueOf(other) - hue);
      return Math.min(apart, 360 - apart) < minDegrees;
    });
    if (!near) taken.push(color);
  }
  return taken;
}

/**
 * The charts' series colours, from the theme: the chosen primary colour first, so a preset recolours them, then the
 * theme's other colours that can be told apart from it (an orange preset drops the orange warning colour).
 */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return distinctColors([
    palette.primary.main,
    palette.warning.main,
    palette.info.main,
    palette.error.main,
    palette.success.main,
    palette.secondary.main,
  ]);
}
