import type { ButtonProps } from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { labelColors, type LabelColor } from '@/web/components/label';

export const buttonColors = [
  'inherit',
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
] as const;
export type ButtonColor = (typeof buttonColors)[number];
export const buttonLooks = ['contained', 'outlined', 'text', 'soft'] as const;
export type ButtonLook = (typeof buttonLooks)[number];

/**
 * A button's props in the product's readable shades (those of its Label): where a colour's own text would
 * fail WCAG AA (green text on white, white on light blue), a deeper shade of the same colour takes its place.
 * "soft" is a contained button on a 16% tint of its colour. MUI's own hover and disabled styles stay.
 */
export function buttonLook(
  look: ButtonLook,
  color: ButtonColor,
): Pick<ButtonProps, 'variant' | 'color' | 'sx'> {
  const labelColor: LabelColor = color === 'inherit' ? 'default' : color;
  return {
    variant: look === 'soft' ? 'contained' : look,
    color,
    sx: (theme: Theme): SystemStyleObject<Theme> => {
      const tint = color === 'inherit' ? theme.palette.grey[500] : theme.palette[color].main;
      if (look === 'soft') {
        const soft = labelColors(theme, labelColor, 'soft');
        // Set directly, not through MUI's variables: the theme's contained error sets its own background.
        return {
          backgroundColor: soft.backgroundColor,
          color: soft.color,
          '&:hover': { backgroundColor: alpha(tint, 0.32) },
        };
      }
      if (look === 'contained') {
        const filled = labelColors(theme, labelColor, 'filled');
        return {
          '--variant-containedBg': filled.backgroundColor,
          '--variant-containedColor': filled.color,
          ...(color === 'inherit' && {
            '&:hover': { '--variant-containedBg': alpha(filled.backgroundColor, 0.8) },
          }),
        };
      }
      if (color === 'inherit') return {};
      const text = labelColors(theme, labelColor, 'outlined').color;
      return look === 'outlined' ? { '--variant-outlinedColor': text } : { '--variant-textColor': text };
    },
  };
}
