import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const degrees = (value: number) => `${value} °C`;
const temperatureMarks = [0, 20, 37, 100].map((value) => ({ value, label: degrees(value) }));

/**
 * Discrete: in steps of 10 with a mark on each; only the marked values (`step={null}`); and a value label
 * of its own, always shown, formatted by `valueLabelFormat`.
 */
export function DiscreteSliderDemo() {
  const { t } = useTranslation();
  const stepsId = useId();
  const marksId = useId();
  const [steps, setSteps] = useState(30);
  const [temperature, setTemperature] = useState(37);
  return (
    <Stack spacing={3}>
      <div>
        <Typography id={stepsId} variant="subtitle2" component="p">
          {t('components-showcase.slider.discrete.steps', { value: steps })}
        </Typography>
        <Slider
          aria-labelledby={stepsId}
          value={steps}
          onChange={(_, value) => setSteps(value)}
          step={10}
          marks
          min={10}
          max={110}
          valueLabelDisplay="auto"
        />
      </div>
      <div>
        <Typography id={marksId} variant="subtitle2" component="p" data-testid="temperature">
          {t('components-showcase.slider.discrete.temperature', { value: degrees(temperature) })}
        </Typography>
        <Slider
          aria-labelledby={marksId}
          value={temperature}
          onChange={(_, value) => setTemperature(value)}
          step={null}
          marks={temperatureMarks}
          valueLabelDisplay="on"
          valueLabelFormat={degrees}
          getAriaValueText={degrees}
          sx={{ mt: 5 }}
        />
      </div>
    </Stack>
  );
}
