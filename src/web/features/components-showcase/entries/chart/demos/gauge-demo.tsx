import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';

/** A goal reached in percent: a half and a full ring, coloured by how far along it is; drag the slider. */
export function GaugeDemo() {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const [progress, setProgress] = useState(64);
  const color =
    progress < 40 ? palette.error.main : progress < 75 ? palette.warning.main : palette.success.main;
  const gaugeSx = {
    [`& .${gaugeClasses.valueArc}`]: { fill: color },
    [`& .${gaugeClasses.referenceArc}`]: { fill: palette.action.disabledBackground },
    [`& .${gaugeClasses.valueText} text`]: { fill: palette.text.primary, fontWeight: 600 },
  };
  const label = t('components-showcase.chart.gauge.chartName', { progress });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}>
        <Box sx={{ width: 200 }}>
          <ChartFrame label={label}>
            <Gauge
              height={140}
              value={progress}
              startAngle={-90}
              endAngle={90}
              innerRadius="72%"
              cornerRadius="50%"
              text={({ value }) => `${value} %`}
              sx={gaugeSx}
            />
          </ChartFrame>
        </Box>
        <Box sx={{ width: 140 }}>
          <ChartFrame label={label}>
            <Gauge
              height={140}
              value={progress}
              innerRadius="78%"
              text={({ value }) => `${value} %`}
              sx={gaugeSx}
            />
          </ChartFrame>
        </Box>
      </Stack>
      <Slider
        value={progress}
        onChange={(_, value) => setProgress(value as number)}
        valueLabelDisplay="auto"
        aria-label={t('components-showcase.chart.gauge.progress')}
        sx={{ maxWidth: 360, alignSelf: 'center' }}
      />
    </Stack>
  );
}
