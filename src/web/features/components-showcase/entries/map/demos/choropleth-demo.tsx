import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { Feature, Geometry } from 'geojson';
import type { Layer, Path } from 'leaflet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, ZoomControl } from 'react-leaflet';
import { formatNumber } from '@/web/lib/format';
import { MapFrame } from './map-frame';
import { worldAttribution, worldBounds, worldCountries, type CountryProperties } from './world-countries';

// Visitors and orders per country (thousands), by ISO 3166 numeric code as world-atlas names them.
const figures: Record<'visitors' | 'orders', Record<string, number>> = {
  visitors: {
    '840': 92,
    '124': 31,
    '484': 12,
    '076': 18,
    '826': 54,
    '250': 47,
    '276': 66,
    '724': 21,
    '380': 19,
    '752': 14,
    '616': 9,
    '356': 38,
    '156': 22,
    '392': 27,
    '036': 16,
    '710': 6,
    '566': 4,
    '792': 8,
  },
  orders: {
    '840': 12,
    '124': 4,
    '484': 1,
    '076': 2,
    '826': 9,
    '250': 8,
    '276': 11,
    '724': 3,
    '380': 3,
    '752': 3,
    '616': 1,
    '356': 2,
    '156': 2,
    '392': 5,
    '036': 3,
    '710': 1,
    '566': 0.5,
    '792': 1,
  },
};
type Metric = keyof typeof figures;
const steps = 5;

/** Countries shaded by a figure, five steps of the primary colour; hover a country to read its figure. */
export function ChoroplethDemo() {
  const { t, i18n } = useTranslation();
  const { palette } = useTheme();
  const [metric, setMetric] = useState<Metric>('visitors');
  const [hovered, setHovered] = useState<{ name: string; value?: number }>();
  const values = figures[metric];
  const highest = Math.max(...Object.values(values));
  const stepOf = (value: number) => Math.min(steps - 1, Math.floor((value / highest) * steps));
  const stepColor = (step: number) => alpha(palette.primary.main, 0.2 + (0.8 * step) / (steps - 1));

  const styleOf = (feature?: Feature<Geometry, CountryProperties>) => {
    const value = feature?.id === undefined ? undefined : values[String(feature.id)];
    return {
      color: palette.background.paper,
      weight: 0.8,
      fillOpacity: 1,
      fillColor: value === undefined ? palette.action.disabledBackground : stepColor(stepOf(value)),
    };
  };
  const onEachCountry = (feature: Feature<Geometry, CountryProperties>, layer: Layer) => {
    layer.on({
      mouseover: () => {
        (layer as Path).setStyle({ weight: 2, color: palette.text.primary });
        setHovered({ name: feature.properties.name, value: values[String(feature.id)] });
      },
      mouseout: () => (layer as Path).setStyle(styleOf(feature)),
    });
  };
  const shown = (value: number) => formatNumber(value * 1000, i18n.language);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={metric}
        aria-label={t('components-showcase.map.choropleth.metric')}
        onChange={(_, value: Metric | null) => value && setMetric(value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="visitors">{t('components-showcase.map.choropleth.visitors')}</ToggleButton>
        <ToggleButton value="orders">{t('components-showcase.map.choropleth.orders')}</ToggleButton>
      </ToggleButtonGroup>
      <MapFrame label={t(`components-showcase.map.choropleth.mapName.${metric}`)}>
        <MapContainer bounds={worldBounds} minZoom={0} maxZoom={6} zoomControl={false}>
          <ZoomControl
            zoomInTitle={t('components-showcase.map.zoomIn')}
            zoomOutTitle={t('components-showcase.map.zoomOut')}
          />
          {/* Keyed by the figure shown: the layer is drawn again with the new colours. */}
          <GeoJSON
            key={metric}
            data={worldCountries}
            style={styleOf}
            onEachFeature={onEachCountry}
            attribution={worldAttribution}
          />
        </MapContainer>
      </MapFrame>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="caption">{shown(0)}</Typography>
          {Array.from({ length: steps }, (_, step) => (
            <Box key={step} sx={{ width: 28, height: 12, borderRadius: 0.5, bgcolor: stepColor(step) }} />
          ))}
          <Typography variant="caption">{shown(highest)}</Typography>
        </Stack>
        <Typography variant="body2" data-testid="hovered-country">
          {!hovered
            ? t('components-showcase.map.choropleth.hoverHint')
            : hovered.value === undefined
              ? t('components-showcase.map.choropleth.noFigure', { country: hovered.name })
              : t(`components-showcase.map.choropleth.figure.${metric}`, {
                  country: hovered.name,
                  value: shown(hovered.value),
                })}
        </Typography>
      </Stack>
    </Stack>
  );
}
