import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const minDistance = 10;

/** Two thumbs for a range; they stay at least 10 apart, the one moved pushing against the other. */
export function RangeSliderDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const [price, setPrice] = useState<number[]>([20, 60]);
  const change = (_: Event, value: number[], thumb: number) => {
    const [low, high] = value as [number, number];
    setPrice(
      thumb === 0
        ? [Math.min(low, price[1]! - minDistance), price[1]!]
        : [price[0]!, Math.max(high, price[0]! + minDistance)],
    );
  };
  const text = t('components-showcase.slider.range.value', { min: price[0], max: price[1] });
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('components-showcase.slider.range.label')}
      </Typography>
      <Slider
        getAriaLabel={(thumb) => t(`components-showcase.slider.range.${thumb === 0 ? 'lowest' : 'highest'}`)}
        value={price}
        onChange={change}
        valueLabelDisplay="auto"
        disableSwap
        color="secondary"
      />
      <Typography data-testid="price-range" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Stack>
  );
}
