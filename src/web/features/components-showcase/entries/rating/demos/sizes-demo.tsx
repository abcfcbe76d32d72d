import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const sizes = ['small', 'medium', 'large'] as const;

/** `size` small, medium and large; the three share one value, so a click on any moves them all. */
export function SizesDemo() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(2);
  return (
    <Stack spacing={1.5}>
      {sizes.map((size) => (
        <Rating
          key={size}
          name={`rating-${size}`}
          size={size}
          value={value}
          emptyLabelText={t('components-showcase.rating.empty')}
          getLabelText={(stars) => `${size}: ${t('components-showcase.rating.stars', { count: stars })}`}
          onChange={(_event, newValue) => setValue(newValue)}
        />
      ))}
      <Typography data-testid="sizes-value" aria-live="polite">
        {value
          ? t('components-showcase.rating.hover.value', { count: value })
          : t('components-showcase.rating.hover.cleared')}
      </Typography>
    </Stack>
  );
}
