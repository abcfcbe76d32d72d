import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const bands = ['bass', 'mid', 'treble'] as const;
type Band = (typeof bands)[number];

/** `orientation="vertical"`: an equaliser of three bands; the arrow keys move them up and down. */
export function VerticalSliderDemo() {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<Record<Band, number>>({ bass: 60, mid: 40, treble: 70 });
  return (
    <Stack direction="row" spacing={5} sx={{ justifyContent: 'center', height: 200 }}>
      {bands.map((band) => (
        <Stack key={band} spacing={1.5} sx={{ alignItems: 'center' }}>
          <Slider
            orientation="vertical"
            aria-label={t(`components-showcase.slider.vertical.${band}`)}
            value={levels[band]}
            onChange={(_, value) => setLevels({ ...levels, [band]: value })}
            valueLabelDisplay="auto"
            color={band === 'mid' ? 'info' : 'primary'}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid={`level-${band}`}>
            {`${t(`components-showcase.slider.vertical.${band}`)} ${levels[band]}`}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
