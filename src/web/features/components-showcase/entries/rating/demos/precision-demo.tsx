import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `precision={0.5}` allows half stars; `readOnly` shows a score without taking one; `disabled` greys it out. */
export function PrecisionDemo() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(2.5);
  const label = (stars: number) => t('components-showcase.rating.stars', { count: stars });
  const rows = [
    {
      key: 'half',
      rating: (
        <Rating
          name="half-rating"
          precision={0.5}
          value={value}
          emptyLabelText={t('components-showcase.rating.empty')}
          getLabelText={label}
          onChange={(_event, newValue) => setValue(newValue)}
        />
      ),
    },
    {
      key: 'readOnly',
      rating: <Rating name="read-only-rating" value={4.5} precision={0.5} readOnly getLabelText={label} />,
    },
    {
      key: 'disabled',
      rating: (
        <Rating
          name="disabled-rating"
          value={2}
          disabled
          getLabelText={label}
          emptyLabelText={t('components-showcase.rating.empty')}
        />
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      {rows.map(({ key, rating }) => (
        <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
          <Typography variant="body2" sx={{ minWidth: 120, color: 'text.secondary' }}>
            {t(`components-showcase.rating.precision.${key}`)}
          </Typography>
          {rating}
        </Stack>
      ))}
      <Typography data-testid="half-value" aria-live="polite">
        {t('components-showcase.rating.stars', { count: value ?? 0 })}
      </Typography>
    </Stack>
  );
}
