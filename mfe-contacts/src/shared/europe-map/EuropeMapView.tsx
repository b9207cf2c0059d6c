import type { KeyboardEvent } from 'react';
import { ComposableMap, Geographies, Geography, Marker } from 'react-simple-maps/core';
import { countryOfMapId, type CountryName } from './countries';
import { europeCountries } from './europeGeography';
import styles from './EuropeMap.module.css';
import { useTexts } from '@alu/common';
import { contactsTexts } from '../i18n/contactsTexts';

/** The two framings: the whole continent, or the factory's corner of it. */
export type EuropeMapView = 'europe' | 'bulgaria';

const PROJECTIONS = {
  // Lambert azimuthal equal-area centred on Europe: areas compare fairly, the north is not
  // blown up as on a Mercator map.
  europe: { width: 800, height: 620, rotate: [-14, -53, 0], scale: 900 },
  bulgaria: { width: 800, height: 500, rotate: [-25.8, -43, 0], scale: 3000 },
} as const;

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

/**
 * A map of Europe drawn as SVG from bundled Natural Earth shapes (react-simple-maps): no
 * tiles, nothing fetched. With `onSelect`, the `selectable` countries are buttons (Tab,
 * Enter, Space, click) named by their Italian name, which is also their hover title;
 * otherwise the map is one picture described by `label`.
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
  const { width, height, rotate, scale } = PROJECTIONS[view];

  const choose = (country: CountryName) => onSelect?.(country);
  const onKeyDown = (country: CountryName) => (event: KeyboardEvent<SVGPathElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the page.
    event.preventDefault();
    choose(country);
  };

  return (
    <ComposableMap
      className={[styles.map, className].filter(Boolean).join(' ')}
      width={width}
      height={height}
      projection="geoAzimuthalEqualArea"
      projectionConfig={{ rotate: [...rotate], scale }}
      role={interactive ? 'group' : 'img'}
      aria-label={label}
    >
      <rect className={styles.sea} width={width} height={height} aria-hidden="true" />
      <Geographies geography={europeCountries}>
        {({ geographies }) =>
          geographies.map((geography) => {
            const country = countryOfMapId(geography.id);
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
                <Geography
                  key={geography.rsmKey}
                  geography={geography}
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
                </Geography>
              );
            }
            return (
              <Geography
                key={geography.rsmKey}
                geography={geography}
                className={classes}
                tabIndex={undefined}
                aria-hidden="true"
                data-country={country}
              />
            );
          })
        }
      </Geographies>
      {marker ? (
        <Marker coordinates={[...marker.coordinates]} aria-hidden="true">
          <g className={styles.marker}>
            <circle r={14} className={styles.markerHalo} />
            <circle r={7} className={styles.markerDot} />
          </g>
          <text className={styles.markerLabel} x={20} y={6}>
            {marker.label}
          </text>
        </Marker>
      ) : null}
    </ComposableMap>
  );
}
