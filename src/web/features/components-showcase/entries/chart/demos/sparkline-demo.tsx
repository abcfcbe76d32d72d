import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartColors } from '@/web/components/chart-colors';
import { ChartFrame } from './chart-frame';

const start = {
  orders: [12, 18, 14, 22, 19, 25, 28],
  signups: [40, 38, 44, 41, 52, 49, 57],
  refunds: [5, 4, 6, 3, 4, 2, 3],
};
type Figure = keyof typeof start;
// A steady next value per figure, so "Add a day" gives the same result every time.
const nextOf = (values: number[]) => Math.max(1, Math.round(values.at(-1)! * 1.1 - values.at(-3)! * 0.05));

/** Small trend lines (or bars) inside stat cards; "Add a day" appends a value to each. */
export function SparklineDemo() {
  const { t } = useTranslation();
  const colors = useChartColors();
  const [plot, setPlot] = useState<'line' | 'bar'>('line');
  const [figures, setFigures] = useState(start);
  const addDay = () =>
    setFigures((current) => ({
      orders: [...current.orders, nextOf(current.orders)],
      signups: [...current.signups, nextOf(current.signups)],
      refunds: [...current.refunds, nextOf(current.refunds)],
    }));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={plot}
          aria-label={t('components-showcase.chart.sparkline.plot')}
          onChange={(_, value: 'line' | 'bar' | null) => value && setPlot(value)}
        >
          <ToggleButton value="line">{t('components-showcase.chart.sparkline.line')}</ToggleButton>
          <ToggleButton value="bar">{t('components-showcase.chart.sparkline.bar')}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" color="inherit" onClick={addDay}>
          {t('components-showcase.chart.sparkline.addDay')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {(Object.keys(figures) as Figure[]).map((figure, index) => {
          const values = figures[figure];
          const name = t(`components-showcase.chart.sparkline.${figure}`);
          return (
            <Paper key={figure} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2">{name}</Typography>
              <Typography variant="h4" component="p" data-testid={`sparkline-${figure}`}>
                {values.at(-1)}
              </Typography>
              <ChartFrame
                label={t('components-showcase.chart.sparkline.chartName', { name, days: values.length })}
              >
                <SparkLineChart
                  height={56}
                  data={values}
                  plotType={plot}
                  color={colors[index % colors.length]}
                  area={plot === 'line'}
                  curve="natural"
                  showTooltip
                  showHighlight
                />
              </ChartFrame>
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}
