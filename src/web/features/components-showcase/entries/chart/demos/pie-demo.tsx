import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartColors } from '@/web/components/chart-colors';
import { ChartFrame } from './chart-frame';

const devices = [
  { id: 'desktop', value: 54 },
  { id: 'mobile', value: 38 },
  { id: 'tablet', value: 8 },
];

/** Visits per device as a pie or a donut; click a slice to pick it out. */
export function PieDemo() {
  const { t } = useTranslation();
  const colors = useChartColors();
  const [shape, setShape] = useState<'pie' | 'donut'>('donut');
  const [picked, setPicked] = useState<string>();
  const pickedSlice = devices.find(({ id }) => id === picked);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={shape}
        aria-label={t('components-showcase.chart.pie.shape')}
        onChange={(_, value: 'pie' | 'donut' | null) => value && setShape(value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="pie">{t('components-showcase.chart.pie.pie')}</ToggleButton>
        <ToggleButton value="donut">{t('components-showcase.chart.pie.donut')}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" data-testid="picked-slice">
        {pickedSlice
          ? t('components-showcase.chart.pie.picked', {
              device: t(`components-showcase.chart.pie.${pickedSlice.id}`),
              share: pickedSlice.value,
            })
          : t('components-showcase.chart.pie.pickHint')}
      </Typography>
      <ChartFrame label={t('components-showcase.chart.pie.chartName')}>
        <PieChart
          height={240}
          series={[
            {
              data: devices.map(({ id, value }, index) => ({
                id,
                value,
                label: t(`components-showcase.chart.pie.${id}`),
                color: colors[index % colors.length],
              })),
              innerRadius: shape === 'donut' ? '60%' : 0,
              outerRadius: '95%',
              paddingAngle: shape === 'donut' ? 1.5 : 0,
              cornerRadius: 4,
              highlightScope: { fade: 'global', highlight: 'item' },
              valueFormatter: ({ value }) => `${value} %`,
            },
          ]}
          onItemClick={(_, item) =>
            setPicked(String(item.dataIndex !== undefined ? devices[item.dataIndex]?.id : ''))
          }
          slotProps={{
            legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
          }}
        />
      </ChartFrame>
    </Stack>
  );
}
