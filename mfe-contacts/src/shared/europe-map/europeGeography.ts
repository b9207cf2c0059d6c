import { geoBounds } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

/** Natural Earth's country shapes at 1:110 million, bundled with the remote (no tile server). */
type CountriesTopology = Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;

export type CountryFeature = Feature<Geometry, { name: string }>;

/** What the maps draw: Europe and its neighbours (longitude, latitude in degrees). */
const AREA = { west: -32, east: 62, south: 30, north: 75 } as const;

function touchesArea(country: CountryFeature): boolean {
  const [[west, south], [east, north]] = geoBounds(country);
  if (north < AREA.south || south > AREA.north) return false;
  // A shape across the antimeridian (Russia) has its west edge east of its east edge.
  if (west > east) return west <= AREA.east || east >= AREA.west;
  return west <= AREA.east && east >= AREA.west;
}

// JSON modules are typed from their content; world-atlas documents this shape.
const topology = world as unknown as CountriesTopology;
const countries = feature(topology, topology.objects.countries) as FeatureCollection<
  Geometry,
  { name: string }
>;

/**
 * The country shapes around Europe, computed once per page load: shapes far away (the
 * Americas, Asia, Oceania) are left out, so the maps render and re-render less.
 */
export const europeCountries: FeatureCollection<Geometry, { name: string }> = {
  type: 'FeatureCollection',
  features: countries.features.filter(touchesArea),
};
