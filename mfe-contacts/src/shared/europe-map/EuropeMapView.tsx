import type { KeyboardEvent } from 'react';
import { geoAzimuthalEqualArea } from 'd3-geo';
import { useTexts } from '@alu/common';
import { countryOfMapId, type CountryName } from './countries';
import { EUROPE_SHAPES } from './europeShapes';
import type { EuropeMapView as View, FramedShapes } from './europeMapShapes';
import styles from './EuropeMap.module.css';
import { contactsTexts } from '../i18n/contactsTexts';

export type EuropeMapView = View;

export interface EuropeMapMarker {
  /** Longitude and latitude. */
  readonly coordinates: readonly [number, number];
  readonly label: string;
}

export interface EuropeMapProps {
  /** Accessible name of the map. */
  readonly label: string;
  /** Countries drawn as chosen (the active region, a profile's countries). */
  readonly highlighted?: readonly CountryName[];
  /** Countries a visitor can choose with the pointer or the keyboard (those with staff). */
  readonly selectable?: readonly CountryName[];
  readonly onSelect?: (country: CountryName) => void;
  readonly marker?: EuropeMapMarker;
  readonly view?: EuropeMapView;
  readonly className?: string;
}

/** Where a point falls on a framing: the projection its shapes were drawn with. */
function projectPoint(framing: FramedShapes, [longitude, latitude]: readonly [number, number]) {
  const { width, height, projection } = framing;
  return geoAzimuthalEqualArea()
    .translate([width / 2, height / 2])
    .rotate([...projection.rotate])
    .scale(projection.scale)([longitude, latitude]);
}

function MapMarker({ framing, marker }: { framing: FramedShapes; marker: EuropeMapMarker }) {
  const point = projectPoint(framing, marker.coordinates);
  if (!point) return null;
  return (
    <g transform={`translate(${point[0]}, ${point[1]})`} aria-hidden="true">
      <g className={styles.marker}>
        <circle r={14} className={styles.markerHalo} />
        <circle r={7} className={styles.markerDot} />
      </g>
      <text className={styles.markerLabel} x={20} y={6}>
        {marker.label}
      </text>
    </g>
  );
}

/**
 * A map of Europe as SVG, its country shapes drawn at build time from Natural Earth's
 * (europeShapes.ts): no tiles, nothing fetched, nothing projected in the browser. With
 * `onSelect`, the `selectable` countries are buttons (Tab, Enter, Space, click) named by their
 * name in the page's language, which is also their hover title; otherwise the map is one
 * picture described by `label`.
 */
export function EuropeMapView({
  label,
  highlighted = [],
  selectable = [],
  onSelect,
  marker,
  view = 'europe',
  className,
}: EuropeMapProps) {
  const tx = useTexts(contactsTexts);
  const interactive = onSelect !== undefined && selectable.length > 0;
  const framing = EUROPE_SHAPES[view];
  const { width, height } = framing;

  const choose = (country: CountryName) => onSelect?.(country);
  const onKeyDown = (country: CountryName) => (event: KeyboardEvent<SVGPathElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the page.
    event.preventDefault();
    choose(country);
  };

  return (
    <svg
      className={[styles.map, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} ${height}`}
      role={interactive ? 'group' : 'img'}
      aria-label={label}
    >
      <rect className={styles.sea} width={width} height={height} aria-hidden="true" />
      <g>
        {framing.shapes.map(({ id, d }) => {
          const country = countryOfMapId(id);
          const active = country !== undefined && highlighted.includes(country);
          const available = country !== undefined && selectable.includes(country);
          const classes = [
            styles.country,
            available ? styles.available : null,
            active ? styles.active : null,
          ]
            .filter(Boolean)
            .join(' ');
          if (interactive && available && country) {
            return (
              <path
                key={id}
                d={d}
                className={classes}
                role="button"
                tabIndex={0}
                aria-label={tx(country)}
                aria-pressed={active}
                data-country={country}
                onClick={() => choose(country)}
                onKeyDown={onKeyDown(country)}
              >
                <title>{tx(country)}</title>
              </path>
            );
          }
          return (
            <path key={id} d={d} className={classes} aria-hidden="true" data-country={country} />
          );
        })}
      </g>
      {marker ? <MapMarker framing={framing} marker={marker} /> : null}
    </svg>
  );
}
