import world from 'world-atlas/countries-110m.json';
import { staffOfPage, STAFF_PAGES } from '../staff/staffPages';
import { COUNTRY_MAP_IDS, countryOfMapId, isCountryName, type CountryName } from './countries';
import { EUROPE_SHAPES } from './europeShapes';

const shapes = (world as unknown as { objects: { countries: { geometries: { id?: string }[] } } })
  .objects.countries.geometries;

describe('country names and map ids', () => {
  it('every country of the staff data has a shape in the bundled map data', () => {
    const ids = new Set(shapes.map((shape) => shape.id));
    for (const [name, id] of Object.entries(COUNTRY_MAP_IDS)) {
      expect([name, ids.has(id)]).toEqual([name, true]);
    }
  });

  it('every mapped country is among the shapes the Europe map draws', () => {
    const drawn = new Set(EUROPE_SHAPES.europe.shapes.map((shape) => shape.id));
    const missing = Object.values(COUNTRY_MAP_IDS).filter((id) => !drawn.has(id));
    expect(missing).toEqual([]);
    // Far-away shapes are left out.
    expect(drawn.has('036')).toBe(false); // Australia
    expect(drawn.has('840')).toBe(false); // United States
  });

  it('translates both ways', () => {
    expect(countryOfMapId('826')).toBe('Regno Unito');
    expect(countryOfMapId(COUNTRY_MAP_IDS.Bulgaria)).toBe('Bulgaria');
    expect(countryOfMapId('036')).toBeUndefined();
    expect(countryOfMapId(undefined)).toBeUndefined();
    expect(isCountryName('Francia')).toBe(true);
    expect(isCountryName('France')).toBe(false);
  });

  it('the staff names only countries the map knows', () => {
    const named = STAFF_PAGES.flatMap((page) =>
      staffOfPage[page].flatMap((member) => member.countries ?? []),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name: CountryName) => !isCountryName(name))).toEqual([]);
  });
});
