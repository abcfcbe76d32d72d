import type { FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopology from 'world-atlas/countries-110m.json';

export type CountryProperties = { name: string };

const topology = countriesTopology as unknown as Topology<{
  countries: GeometryCollection<CountryProperties>;
}>;

/**
 * A ring that crosses the 180th meridian (Fiji, the east of Russia) has points near -180 beside points near +180:
 * Leaflet would join them straight across the map. Its western points move one turn east, so it stays whole.
 * Antarctica, which runs all the way round, is left as it is.
 */
function onOneSide(ring: Position[]): Position[] {
  const crosses = ring.some(
    ([longitude], index) => index > 0 && Math.abs(longitude! - ring[index - 1]![0]!) > 180,
  );
  const polar = ring.some(([, latitude]) => latitude! < -80);
  if (!crosses || polar) return ring;
  return ring.map(([longitude, latitude]) => [longitude! < 0 ? longitude! + 360 : longitude!, latitude!]);
}

const countries = feature(topology, topology.objects.countries) as FeatureCollection<
  Geometry,
  CountryProperties
>;

/**
 * The world's countries as GeoJSON, from the Natural Earth data bundled by world-atlas (1:110 million):
 * drawn without a tile server, so the maps work offline. Each feature's `id` is its ISO 3166 numeric code.
 */
export const worldCountries: FeatureCollection<Geometry, CountryProperties> = {
  ...countries,
  features: countries.features.map((country) => {
    const { geometry } = country;
    if (geometry.type === 'Polygon')
      return { ...country, geometry: { ...geometry, coordinates: geometry.coordinates.map(onOneSide) } };
    if (geometry.type === 'MultiPolygon')
      return {
        ...country,
        geometry: {
          ...geometry,
          coordinates: geometry.coordinates.map((polygon) => polygon.map(onOneSide)),
        },
      };
    return country;
  }),
};

/** The whole world, as the maps first show it (fitted to their width). */
export const worldBounds: [[number, number], [number, number]] = [
  [-58, -170],
  [78, 190],
];

/** Leaflet's credit for the shapes. */
export const worldAttribution =
  '© <a href="https://www.naturalearthdata.com/">Natural Earth</a>, via <a href="https://github.com/topojson/world-atlas">world-atlas</a>';
