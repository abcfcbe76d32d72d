import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartColors } from '@/web/components/chart-colors';
import { formatNumber } from '@/web/lib/format';
import { ChartFrame } from './chart-frame';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const regions = {
  europe: { revenue: [32, 41, 38, 47, 52, 60], conversion: [2.1, 2.4, 2.2, 2.8, 3.0, 3.3] },
  americas: { revenue: [45, 43, 50, 55, 53, 64], conversion: [3.2, 3.0, 3.1, 3.5, 3.4, 3.9] },
};
type Region = keyof typeof regions;

/** Bars and a line in one chart, each on its own scale: revenue (k€) on the left, conversion (%) on the right. */
export function MixedDemo() {
  const { t, i18n } = useTranslation();
  const colors = useChartColors();
  const [region, setRegion] = useState<Region>('europe');
  const { revenue, conversion } = regions[region];
  const money = (value: number | null) => (value === null ? '' : `${formatNumber(value, i18n.language)}k €`);
  const percent = (value: number | null) => (value === null ? '' : `${formatNumber(value, i18n.language)} %`);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={region}
        aria-label={t('components-showcase.chart.mixed.region')}
        onChange={(_, value: Region | null) => value && setRegion(value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="europe">{t('components-showcase.chart.mixed.europe')}</ToggleButton>
        <ToggleButton value="americas">{t('components-showcase.chart.mixed.americas')}</ToggleButton>
      </ToggleButtonGroup>
      <ChartFrame label={t('components-showcase.chart.mixed.chartName')}>
        <ChartsDataProvider
          height={300}
          xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
          yAxis={[
            { id: 'revenue', width: 56, valueFormatter: money },
            { id: 'conversion', position: 'right', width: 48, valueFormatter: percent },
          ]}
          series={[
            {
              type: 'bar',
              label: t('components-showcase.chart.mixed.revenue'),
              data: revenue,
              yAxisId: 'revenue',
              color: colors[0],
              valueFormatter: money,
            },
            {
              type: 'line',
              label: t('components-showcase.chart.mixed.conversion'),
              data: conversion,
              yAxisId: 'conversion',
              color: colors[1],
              valueFormatter: percent,
            },
          ]}
        >
          <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
            <ChartsLegend />
            <ChartsSurface>
              <ChartsGrid horizontal />
              <BarPlot borderRadius={4} />
              <LinePlot />
              <MarkPlot />
              <ChartsAxisHighlight x="band" />
              <ChartsAxis />
            </ChartsSurface>
            <ChartsTooltip />
          </ChartsWrapper>
        </ChartsDataProvider>
      </ChartFrame>
    </Stack>
  );
}
