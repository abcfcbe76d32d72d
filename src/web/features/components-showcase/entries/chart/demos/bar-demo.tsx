import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartColors } from '@/web/components/chart-colors';
import { formatNumber } from '@/web/lib/format';
import { ChartFrame } from './chart-frame';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const channels = [
  { key: 'online', sales: [420, 510, 480, 690] },
  { key: 'store', sales: [310, 290, 340, 420] },
  { key: 'wholesale', sales: [150, 220, 260, 240] },
] as const;
type Channel = (typeof channels)[number]['key'];

/** Sales per quarter and channel: bars side by side or stacked into a total; tick a channel to show it. */
export function BarDemo() {
  const { t, i18n } = useTranslation();
  const colors = useChartColors();
  const [layout, setLayout] = useState<'grouped' | 'stacked'>('grouped');
  const [shown, setShown] = useState<Channel[]>(['online', 'store', 'wholesale']);
  const format = (value: number | null) => (value === null ? '' : formatNumber(value, i18n.language));
  const toggle = (channel: Channel, checked: boolean) =>
    setShown((current) =>
      checked
        ? channels.map(({ key }) => key).filter((key) => key === channel || current.includes(key))
        : current.filter((key) => key !== channel),
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={layout}
          aria-label={t('components-showcase.chart.bar.layout')}
          onChange={(_, value: 'grouped' | 'stacked' | null) => value && setLayout(value)}
        >
          <ToggleButton value="grouped">{t('components-showcase.chart.bar.grouped')}</ToggleButton>
          <ToggleButton value="stacked">{t('components-showcase.chart.bar.stacked')}</ToggleButton>
        </ToggleButtonGroup>
        <FormGroup row aria-label={t('components-showcase.chart.bar.channels')}>
          {channels.map(({ key }) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  checked={shown.includes(key)}
                  disabled={shown.length === 1 && shown.includes(key)}
                  onChange={(event) => toggle(key, event.target.checked)}
                />
              }
              label={t(`components-showcase.chart.bar.${key}`)}
            />
          ))}
        </FormGroup>
      </Stack>
      <Typography variant="body2" data-testid="bar-summary">
        {t(`components-showcase.chart.bar.summary.${layout}`, { count: shown.length })}
      </Typography>
      <ChartFrame label={t('components-showcase.chart.bar.chartName')}>
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 56, valueFormatter: format }]}
          series={channels
            .filter(({ key }) => shown.includes(key))
            .map(({ key, sales }) => ({
              id: key,
              label: t(`components-showcase.chart.bar.${key}`),
              data: [...sales],
              color: colors[channels.findIndex((channel) => channel.key === key) % colors.length],
              stack: layout === 'stacked' ? 'total' : undefined,
              valueFormatter: format,
            }))}
          borderRadius={4}
          grid={{ horizontal: true }}
        />
      </ChartFrame>
    </Stack>
  );
}
