import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VolumeDownIcon, VolumeUpIcon } from './slider-icons';

const min = 0;
const max = 100;

/**
 * A continuous slider and a number field kept in sync: moving the thumb writes the field, typing moves the
 * thumb, and leaving the field brings a value outside 0–100 back inside.
 */
export function ContinuousSliderDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const [volume, setVolume] = useState<number | ''>(30);
  const typed = (event: ChangeEvent<HTMLInputElement>) =>
    setVolume(event.target.value === '' ? '' : Number(event.target.value));
  const clamp = () => setVolume((value) => Math.min(max, Math.max(min, value === '' ? min : value)));
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('components-showcase.slider.continuous.volume')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDownIcon sx={{ color: 'text.secondary' }} />
        <Slider
          aria-labelledby={labelId}
          value={typeof volume === 'number' ? volume : min}
          min={min}
          max={max}
          onChange={(_, value) => setVolume(value)}
        />
        <VolumeUpIcon sx={{ color: 'text.secondary' }} />
        <Input
          value={volume}
          size="small"
          onChange={typed}
          onBlur={clamp}
          inputProps={{ type: 'number', min, max, step: 1, 'aria-labelledby': labelId }}
          sx={{ width: 64, flexShrink: 0 }}
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="volume-value">
        {t('components-showcase.slider.continuous.value', { value: volume === '' ? min : volume })}
      </Typography>
    </Stack>
  );
}
