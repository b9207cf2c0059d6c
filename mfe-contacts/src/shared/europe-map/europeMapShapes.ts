/** The two framings of the Europe map: the whole continent, or the factory's corner of it. */
export type EuropeMapView = 'europe' | 'bulgaria';

/** A country drawn for one framing: its ISO 3166-1 numeric code and its SVG path data. */
export interface CountryShape {
  readonly id: string;
  readonly d: string;
}

/** One framing as drawn at build time (see scripts/drawEuropeMap.mjs). */
export interface FramedShapes {
  readonly width: number;
  readonly height: number;
  /** The projection's parameters (Lambert azimuthal equal-area), for points placed on it. */
  readonly projection: {
    readonly rotate: readonly [number, number, number];
    readonly scale: number;
  };
  readonly shapes: readonly CountryShape[];
}

export type EuropeMapShapes = Readonly<Record<EuropeMapView, FramedShapes>>;
