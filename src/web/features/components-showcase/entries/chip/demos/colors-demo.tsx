import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelColors } from '@/web/components/label';

const colors = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const variants = ['filled', 'outlined'] as const;

/**
 * Filled and outlined in every colour, clickable. Where a colour's own text would fail WCAG AA, the chip
 * takes the product's readable shade of it (that of its Label).
 */
export function ColorsDemo() {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {colors.map((color) => (
            <Chip
              key={color}
              label={color}
              variant={variant}
              color={color}
              sx={color === 'default' ? undefined : (theme) => labelColors(theme, color, variant)}
              onClick={() => setClicked(`${variant} ${color}`)}
            />
          ))}
        </Stack>
      ))}
      <Typography data-testid="clicked-chip" aria-live="polite">
        {clicked
          ? t('components-showcase.chip.clicked', { name: clicked })
          : t('components-showcase.chip.nothingClicked')}
      </Typography>
    </Stack>
  );
}
