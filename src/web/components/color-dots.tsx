import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { colorNameKey } from '@/contract/product-rules';

/**
 * A product's colours as small dots (at most `max`, then "+n"), named for screen readers (the `ecommerce`
 * texts: a screen showing it loads that namespace).
 */
export function ColorDots({ colors, max = 3 }: { colors: string[]; max?: number }) {
  const { t } = useTranslation();
  const shown = colors.slice(0, max);
  const names = colors.map((color) => t(`ecommerce.colors.${colorNameKey(color)}`)).join(', ');
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <span style={visuallyHidden}>{t('ecommerce.product.colorsOf', { names })}</span>
      {shown.map((color, index) => (
        <Box
          key={color}
          aria-hidden
          sx={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            bgcolor: color,
            border: (theme) => `2px solid ${theme.palette.background.paper}`,
            boxShadow: (theme) => `inset -1px 1px 2px ${theme.palette.grey[500]}66`,
            ml: index === 0 ? 0 : -0.75,
          }}
        />
      ))}
      {colors.length > max && (
        <Box component="span" aria-hidden sx={{ typography: 'subtitle2', ml: 0.5 }}>
          +{colors.length - max}
        </Box>
      )}
    </Stack>
  );
}
