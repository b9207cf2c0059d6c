// `npm run draw-map -w mfe-contacts`: draws the country shapes of the Europe maps once, here,
// instead of in every visitor's browser. Natural Earth's 1:110 million shapes (world-atlas)
// are projected with d3-geo exactly as the maps frame them and written, as SVG path data, to
// src/shared/europe-map/europeShapes.ts. The browser then only puts <path>s on the page: no
// topology to decode and no projection to run (half a second of a slow phone's main thread on
// the sales page), and the shapes weigh less than the world data they came from.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoAzimuthalEqualArea, geoBounds, geoPath } from 'd3-geo';
import { format, resolveConfig } from 'prettier';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const world = require('world-atlas/countries-110m.json');
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUTPUT = path.join(HERE, '../src/shared/europe-map/europeShapes.ts');

/**
 * The two framings. Lambert azimuthal equal-area centred on the framing: areas compare
 * fairly, the north is not blown up as on a Mercator map.
 */
export const VIEWS = {
  europe: { width: 800, height: 620, rotate: [-14, -53, 0], scale: 900 },
  bulgaria: { width: 800, height: 500, rotate: [-25.8, -43, 0], scale: 3000 },
};

/** Europe and its neighbours (longitude, latitude in degrees): far shapes are left out. */
const AREA = { west: -32, east: 62, south: 30, north: 75 };

function touchesArea(country) {
  const [[west, south], [east, north]] = geoBounds(country);
  if (north < AREA.south || south > AREA.north) return false;
  // A shape across the antimeridian (Russia) has its west edge east of its east edge.
  if (west > east) return west <= AREA.east || east >= AREA.west;
  return west <= AREA.east && east >= AREA.west;
}

export function projectionOf({ width, height, rotate, scale }) {
  return geoAzimuthalEqualArea()
    .translate([width / 2, height / 2])
    .rotate(rotate)
    .scale(scale);
}

/** The shapes of one framing that show in it: `{ id, d }`, coordinates to 0.1 px. */
export function drawView(view) {
  const path = geoPath(projectionOf(view)).digits(1);
  const countries = feature(world, world.objects.countries).features.filter(touchesArea);
  return countries
    .map((country) => ({ country, bounds: path.bounds(country) }))
    .filter(
      ({ bounds: [[x0, y0], [x1, y1]] }) =>
        x1 >= 0 && y1 >= 0 && x0 <= view.width && y0 <= view.height,
    )
    .map(({ country }) => ({ id: String(country.id), d: path(country) }))
    .filter((shape) => shape.d)
    .sort((a, b) => a.id.localeCompare(b.id));
}

function source() {
  const views = Object.entries(VIEWS).map(([name, view]) => {
    const shapes = drawView(view)
      .map(({ id, d }) => `      { id: '${id}', d: '${d}' },`)
      .join('\n');
    const { width, height, rotate, scale } = view;
    return `  ${name}: {
    width: ${width},
    height: ${height},
    projection: { rotate: [${rotate.join(', ')}], scale: ${scale} },
    shapes: [
${shapes}
    ],
  },`;
  });
  return `// Made by scripts/drawEuropeMap.mjs from world-atlas (Natural Earth, public domain): run
// \`npm run draw-map -w mfe-contacts\` after changing it. Do not edit by hand.
import type { EuropeMapShapes } from './europeMapShapes';

export const EUROPE_SHAPES: EuropeMapShapes = {
${views.join('\n')}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Formatted as the repository's other sources, so the lint passes on the written file.
  const options = { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT };
  writeFileSync(OUTPUT, await format(source(), options));
  console.log(`draw-map: ${path.relative(process.cwd(), OUTPUT)}`);
}
