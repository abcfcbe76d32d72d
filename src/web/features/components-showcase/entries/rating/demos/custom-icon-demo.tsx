import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathIcon } from '@/web/components/path-icon';

const HeartIcon = pathIcon(
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35Z',
);

/** Any icon in place of the star (`icon`, `emptyIcon`), in its own colour, and more of them (`max`). */
export function CustomIconDemo() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(6);
  return (
    <Stack spacing={2}>
      <Rating
        name="hearts"
        max={10}
        value={value}
        icon={<HeartIcon fontSize="inherit" />}
        emptyIcon={<HeartIcon fontSize="inherit" />}
        emptyLabelText={t('components-showcase.rating.empty')}
        getLabelText={(hearts) => t('components-showcase.rating.custom.hearts', { count: hearts })}
        onChange={(_event, newValue) => setValue(newValue)}
        sx={{
          '& .MuiRating-iconFilled': { color: 'error.main' },
          '& .MuiRating-iconHover': { color: 'error.dark' },
        }}
      />
      <Typography data-testid="hearts-value" aria-live="polite">
        {t('components-showcase.rating.custom.value', { count: value ?? 0, max: 10 })}
      </Typography>
    </Stack>
  );
}
