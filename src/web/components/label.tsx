import Box, { type BoxProps } from '@mui/material/Box';
import {
  alpha,
  decomposeColor,
  getContrastRatio,
  recomposeColor,
  useTheme,
  type Theme,
} from '@mui/material/styles';
import type { ReactNode } from 'react';

export type LabelColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
export type LabelVariant = 'filled' | 'outlined' | 'soft';

export interface LabelColors {
  color: string;
  backgroundColor: string;
  borderColor: string;
}

/** WCAG AA for small text: a label is 12 px bold. */
const MIN_CONTRAST = 4.5;

/** `overlay` at `opacity` over an opaque `background`, as one opaque colour. */
function blend(background: string, overlay: string, opacity: number): string {
  const under = decomposeColor(background).values;
  const over = decomposeColor(overlay).values;
  const mixed = [0, 1, 2].map((i) => Math.round(under[i]! * (1 - opacity) + over[i]! * opacity)) as [
    number,
    number,
    number,
  ];
  return recomposeColor({ type: 'rgb', values: mixed });
}

const readsOn = (text: string, backgrounds: string[]) =>
  backgrounds.every((bg) => getContrastRatio(text, bg) >= MIN_CONTRAST);

/** The first candidate that reads on every background; the last one when none does. */
function firstReadable(candidates: string[], backgrounds: string[]): string {
  return candidates.find((text) => readsOn(text, backgrounds)) ?? candidates[candidates.length - 1]!;
}

/**
 * Text, background and border of a label, chosen so the text passes AA on the surfaces a label sits on
 * (paper and page background): the palette's own shade where it reads, a deeper (or, in dark mode,
 * lighter) shade of the same colour where it does not.
 */
export function labelColors(theme: Theme, color: LabelColor, variant: LabelVariant): LabelColors {
  const { palette } = theme;
  const light = palette.mode === 'light';
  const surfaces = [palette.background.paper, palette.background.default];
  const grey = palette.grey;

  if (color === 'default') {
    const ink = palette.text.primary;
    if (variant === 'filled')
      return { color: palette.background.paper, backgroundColor: ink, borderColor: ink };
    if (variant === 'outlined')
      return { color: ink, backgroundColor: 'transparent', borderColor: alpha(grey[500], 0.32) };
    const tint = alpha(grey[500], 0.16);
    const text = firstReadable(
      light ? [grey[600], grey[700], grey[800]] : [grey[500], grey[400], grey[300]],
      surfaces.map((s) => blend(s, grey[500], 0.16)),
    );
    return { color: text, backgroundColor: tint, borderColor: tint };
  }

  const shades = palette[color];
  if (variant === 'filled') {
    const background = [shades.main, shades.dark, shades.darker].find(
      (bg) => getContrastRatio(bg, shades.contrastText) >= MIN_CONTRAST,
    );
    if (background)
      return { color: shades.contrastText, backgroundColor: background, borderColor: background };
    const text = firstReadable(['#fff', grey[800]], [shades.main]);
    return { color: text, backgroundColor: shades.main, borderColor: shades.main };
  }
  const deeper = light ? [shades.dark, shades.darker] : [shades.light, shades.lighter];
  if (variant === 'outlined') {
    return {
      color: firstReadable([shades.main, ...deeper], surfaces),
      backgroundColor: 'transparent',
      borderColor: shades.main,
    };
  }
  const tint = alpha(shades.main, 0.16);
  return {
    color: firstReadable(
      deeper,
      surfaces.map((s) => blend(s, shades.main, 0.16)),
    ),
    backgroundColor: tint,
    borderColor: tint,
  };
}

export interface LabelProps extends Omit<BoxProps, 'color'> {
  color?: LabelColor;
  variant?: LabelVariant;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** A small coloured status label ("Paid", "Banned", "New"). */
export function Label({
  color = 'default',
  variant = 'soft',
  startIcon,
  endIcon,
  children,
  sx,
  ...other
}: LabelProps) {
  const theme = useTheme();
  const colors = labelColors(theme, color, variant);
  return (
    <Box
      component="span"
      sx={[
        {
          height: 24,
          minWidth: 24,
          px: 0.75,
          gap: 0.5,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          whiteSpace: 'nowrap',
          borderRadius: '6px',
          border: '1px solid',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(12),
          fontWeight: theme.typography.fontWeightBold,
          lineHeight: 1.5,
          textTransform: 'capitalize',
          '& svg': { width: 16, height: 16, flexShrink: 0 },
          ...colors,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      {startIcon}
      {children}
      {endIcon}
    </Box>
  );
}
