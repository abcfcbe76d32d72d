import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const verdicts = ['useless', 'poor', 'ok', 'good', 'excellent'] as const;

/** A controlled rating (`value`, `onChange`); `onChangeActive` names the star under the pointer before the click. */
export function HoverFeedbackDemo() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(3);
  const [hover, setHover] = useState(-1);
  const verdict = (stars: number) => t(`components-showcase.rating.hover.verdicts.${verdicts[stars - 1]}`);
  const shown = hover > 0 ? hover : value;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Rating
          name="product-rating"
          value={value}
          emptyLabelText={t('components-showcase.rating.empty')}
          getLabelText={(stars) =>
            `${t('components-showcase.rating.stars', { count: stars })}, ${verdict(stars)}`
          }
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
        />
        <Box data-testid="rating-feedback" sx={{ minWidth: 96 }}>
          {shown ? verdict(shown) : t('components-showcase.rating.hover.none')}
        </Box>
      </Stack>
      <Typography data-testid="rating-value" aria-live="polite">
        {value
          ? t('components-showcase.rating.hover.value', { count: value })
          : t('components-showcase.rating.hover.cleared')}
      </Typography>
    </Stack>
  );
}
