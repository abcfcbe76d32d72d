import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopology from 'world-atlas/countries-110m.json';

export type CountryProperties = { name: string };

const topology = countriesTopology as unknown as Topology<{
  countries: GeometryCollection<CountryProperties>;
}>;

/**
 * The world's countries as GeoJSON, from the Natural Earth data bundled by world-atlas (1:110 million):
 * drawn without a tile server, so the maps work offline. Each feature's `id` is its ISO 3166 numeric code.
 */
export const worldCountries = feature(topology, topology.objects.countries) as FeatureCollection<
  Geometry,
  CountryProperties
>;

/** Leaflet's credit for the shapes. */
export const worldAttribution =
  '© <a href="https://www.naturalearthdata.com/">Natural Earth</a>, via <a href="https://github.com/topojson/world-atlas">world-atlas</a>';
