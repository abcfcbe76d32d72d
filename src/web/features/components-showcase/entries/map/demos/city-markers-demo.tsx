import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { divIcon, type LatLngTuple, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, Marker, Popup, ZoomControl, useMapEvents } from 'react-leaflet';
import { MapFrame } from './map-frame';
import { worldAttribution, worldBounds, worldCountries } from './world-countries';

type City = 'london' | 'newYork' | 'tokyo' | 'sydney' | 'nairobi';
const cities: { id: City; position: LatLngTuple }[] = [
  { id: 'london', position: [51.507, -0.128] },
  { id: 'newYork', position: [40.713, -74.006] },
  { id: 'tokyo', position: [35.68, 139.77] },
  { id: 'sydney', position: [-33.87, 151.21] },
  { id: 'nairobi', position: [-1.29, 36.82] },
];

/** Follows the map's zoom level (after a button, the wheel or a fly-to). */
function ZoomWatcher({ onZoom }: { onZoom: (zoom: number) => void }) {
  const map = useMapEvents({ zoomend: () => onZoom(map.getZoom()) });
  useEffect(() => onZoom(map.getZoom()), [map, onZoom]);
  return null;
}

/**
 * Cities as markers drawn from an inline SVG (no image to fetch); a click opens a popup. The buttons fly the
 * map to a city and open its popup; zoom with the buttons or the mouse wheel.
 */
export function CityMarkersDemo() {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [zoom, setZoom] = useState<number>();
  const markers = useRef(new Map<City, LeafletMarker>());
  const pin = useMemo(
    () =>
      divIcon({
        className: '',
        iconSize: [28, 36],
        iconAnchor: [14, 36],
        popupAnchor: [0, -32],
        html: `<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true"><path d="M14 1C7 1 1 6.6 1 13.6 1 23 14 35 14 35s13-12 13-21.4C27 6.6 21 1 14 1Z" fill="${palette.primary.main}" stroke="${palette.common.white}" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="${palette.common.white}"/></svg>`,
      }),
    [palette.primary.main, palette.common.white],
  );

  const flyTo = (city: (typeof cities)[number]) => {
    map?.closePopup();
    map?.flyTo(city.position, 5, { duration: 1.2 });
    map?.once('moveend', () => markers.current.get(city.id)?.openPopup());
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {cities.map((city) => (
          <Button key={city.id} size="small" variant="outlined" color="inherit" onClick={() => flyTo(city)}>
            {t('components-showcase.map.markers.flyTo', {
              city: t(`components-showcase.map.cities.${city.id}`),
            })}
          </Button>
        ))}
        <Button size="small" onClick={() => map?.flyToBounds(worldBounds)}>
          {t('components-showcase.map.markers.wholeWorld')}
        </Button>
      </Stack>
      <MapFrame label={t('components-showcase.map.markers.mapName')}>
        <MapContainer bounds={worldBounds} minZoom={0} maxZoom={8} zoomControl={false} ref={setMap}>
          <ZoomControl
            zoomInTitle={t('components-showcase.map.zoomIn')}
            zoomOutTitle={t('components-showcase.map.zoomOut')}
          />
          <ZoomWatcher onZoom={setZoom} />
          <GeoJSON
            data={worldCountries}
            style={{
              color: palette.background.paper,
              weight: 0.8,
              fillColor: palette.grey[500],
              fillOpacity: 0.7,
            }}
            attribution={worldAttribution}
          />
          {cities.map((city) => {
            const name = t(`components-showcase.map.cities.${city.id}`);
            return (
              <Marker
                key={city.id}
                position={city.position}
                icon={pin}
                title={name}
                ref={(marker) => {
                  if (marker) markers.current.set(city.id, marker);
                }}
              >
                <Popup>{t(`components-showcase.map.markers.popup.${city.id}`)}</Popup>
              </Marker>
            );
          })}
        </MapContainer>
      </MapFrame>
      {zoom !== undefined && (
        <Typography variant="body2" data-testid="zoom-level">
          {t('components-showcase.map.markers.zoom', { zoom })}
        </Typography>
      )}
    </Stack>
  );
}
