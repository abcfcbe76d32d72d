import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Feature, Geometry } from 'geojson';
import type { Layer, LeafletMouseEvent, Path } from 'leaflet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, ZoomControl } from 'react-leaflet';
import { MapFrame } from './map-frame';
import { worldAttribution, worldBounds, worldCountries, type CountryProperties } from './world-countries';

/** The world's countries drawn from bundled data: hover lights a country up, a click names it in a popup. */
export function WorldMapDemo() {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const [country, setCountry] = useState<string>();
  const shape = {
    color: palette.background.paper,
    weight: 0.8,
    fillColor: palette.grey[500],
    fillOpacity: 0.8,
  };
  const lit = { fillColor: palette.primary.main, fillOpacity: 1 };

  const onEachCountry = (feature: Feature<Geometry, CountryProperties>, layer: Layer) => {
    layer.bindPopup(feature.properties.name);
    layer.on({
      mouseover: (event: LeafletMouseEvent) => (event.target as Path).setStyle(lit),
      mouseout: (event: LeafletMouseEvent) => (event.target as Path).setStyle(shape),
      click: () => setCountry(feature.properties.name),
    });
  };

  return (
    <>
      <MapFrame label={t('components-showcase.map.world.mapName')}>
        <MapContainer bounds={worldBounds} minZoom={0} maxZoom={6} zoomControl={false} worldCopyJump>
          <ZoomControl
            zoomInTitle={t('components-showcase.map.zoomIn')}
            zoomOutTitle={t('components-showcase.map.zoomOut')}
          />
          <GeoJSON
            data={worldCountries}
            style={shape}
            onEachFeature={onEachCountry}
            attribution={worldAttribution}
          />
        </MapContainer>
      </MapFrame>
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="clicked-country">
        {country
          ? t('components-showcase.map.world.clicked', { country })
          : t('components-showcase.map.world.clickHint')}
      </Typography>
    </>
  );
}
