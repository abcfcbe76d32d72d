import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartColors } from '@/web/components/chart-colors';
import { formatNumber } from '@/web/lib/format';
import { ChartFrame } from './chart-frame';

const periods = {
  week: {
    labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    visitors: [820, 932, 901, 934, 1290, 1330, 1320],
    buyers: [120, 132, 101, 134, 190, 230, 210],
  },
  year: {
    labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    visitors: [9800, 11200, 12900, 12100, 14800, 16300, 15100, 17600, 19200, 21000, 23400, 26100],
    buyers: [1400, 1610, 1800, 1720, 2050, 2300, 2100, 2490, 2700, 2950, 3310, 3800],
  },
};
type Period = keyof typeof periods;

/** Visitors and buyers over a week or a year: pick the period, fill the areas, hover for the tooltip. */
export function LineAreaDemo() {
  const { t, i18n } = useTranslation();
  const colors = useChartColors();
  const [period, setPeriod] = useState<Period>('week');
  const [area, setArea] = useState(true);
  const { labels, visitors, buyers } = periods[period];
  const format = (value: number | null) => (value === null ? '' : formatNumber(value, i18n.language));
  const total = visitors.reduce((sum, value) => sum + value, 0);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          aria-label={t('components-showcase.chart.line.period')}
          onChange={(_, value: Period | null) => value && setPeriod(value)}
        >
          <ToggleButton value="week">{t('components-showcase.chart.line.week')}</ToggleButton>
          <ToggleButton value="year">{t('components-showcase.chart.line.year')}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label={t('components-showcase.chart.line.area')}
        />
      </Stack>
      <Typography variant="body2" data-testid="line-total">
        {t('components-showcase.chart.line.total', { total: format(total) })}
      </Typography>
      <ChartFrame label={t('components-showcase.chart.line.chartName')}>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ width: 56, valueFormatter: format }]}
          series={[
            { label: t('components-showcase.chart.line.visitors'), data: visitors, color: colors[0] },
            { label: t('components-showcase.chart.line.buyers'), data: buyers, color: colors[1] },
          ].map((series) => ({
            ...series,
            area,
            showMark: false,
            curve: 'monotoneX',
            valueFormatter: format,
          }))}
          grid={{ horizontal: true }}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.16 } }}
        />
      </ChartFrame>
    </Stack>
  );
}
