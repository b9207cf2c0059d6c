import { staffMember, type StaffFacts, type StaffMember } from '../../shared/staff/staff';
import { regionalSalesStaff } from '../../shared/staff/salesDepartment.data';
import {
  filterStaff,
  matchesFilters,
  NO_FILTERS,
  productOptions,
  regionOptions,
  salesFiltersReducer,
  type SalesFilters,
} from './salesFilters';

function person(slug: StaffFacts['slug'], facts: Partial<StaffFacts>): StaffMember {
  return staffMember({
    slug,
    position: 'Area manager',
    regions: [],
    foreignLanguages: [],
    tags: [],
    description: '',
    ...facts,
  });
}

const italyRolled = person('maria-georgieva', {
  countries: ['Italia', 'Slovenia'],
  products: ['Laminati'],
});
const germanyBoth = person('georgi-ivanov', {
  countries: ['Germania', 'Austria'],
  products: ['Estrusi', 'Laminati'],
});
const everywhereExtruded = person('stefan-nikolov', { products: ['Estrusi'] });
const spainAnyProduct = person('vesela-marinova', { countries: ['Spagna'] });
const staff = [italyRolled, germanyBoth, everywhereExtruded, spainAnyProduct];

const names = (list: readonly StaffMember[]) => list.map((member) => member.slug);
const filters = (value: Partial<SalesFilters>): SalesFilters => ({ ...NO_FILTERS, ...value });

describe('filterStaff (the sales department filtering rule)', () => {
  it('shows everyone when no filter is chosen', () => {
    expect(filterStaff(staff, NO_FILTERS)).toEqual(staff);
  });

  it('keeps who covers the chosen country, and who has no countries list at all', () => {
    expect(names(filterStaff(staff, filters({ region: 'Italia' })))).toEqual([
      'maria-georgieva',
      'stefan-nikolov',
    ]);
  });

  it('keeps who sells the chosen product, and who has no products list at all', () => {
    expect(names(filterStaff(staff, filters({ product: 'Estrusi' })))).toEqual([
      'georgi-ivanov',
      'stefan-nikolov',
      'vesela-marinova',
    ]);
  });

  it('combines both filters with AND', () => {
    expect(names(filterStaff(staff, filters({ region: 'Germania', product: 'Laminati' })))).toEqual(
      ['georgi-ivanov'],
    );
    expect(names(filterStaff(staff, filters({ region: 'Spagna', product: 'Laminati' })))).toEqual([
      'vesela-marinova',
    ]);
    expect(filterStaff(staff, filters({ region: 'Italia', product: 'Estrusi' }))).toEqual([
      everywhereExtruded,
    ]);
  });

  it('a person with neither list matches every combination', () => {
    const anyone = person('anna-hristova', {});
    expect(matchesFilters(anyone, filters({ region: 'Turchia', product: 'Laminati' }))).toBe(true);
  });

  it('"Mostra tutto" for products, after a product was chosen, gives the region-only results again', () => {
    // The original kept the product-filtered list on screen (stale results).
    let state = salesFiltersReducer(NO_FILTERS, { type: 'region', region: 'Italia' });
    state = salesFiltersReducer(state, { type: 'product', product: 'Estrusi' });
    expect(names(filterStaff(staff, state))).toEqual(['stefan-nikolov']);
    state = salesFiltersReducer(state, { type: 'product', product: '' });
    expect(state).toEqual(filters({ region: 'Italia' }));
    expect(names(filterStaff(staff, state))).toEqual(['maria-georgieva', 'stefan-nikolov']);
  });

  it('"Mostra tutto" for regions clears only the region', () => {
    const state = salesFiltersReducer(filters({ region: 'Italia', product: 'Laminati' }), {
      type: 'region',
      region: '',
    });
    expect(state).toEqual(filters({ product: 'Laminati' }));
  });
});

describe('dropdown options', () => {
  it('regions: every country once, sorted alphabetically in Italian', () => {
    expect(regionOptions(staff)).toEqual(['Austria', 'Germania', 'Italia', 'Slovenia', 'Spagna']);
  });

  it('products: every product once, in order of appearance (not sorted)', () => {
    expect(productOptions(staff)).toEqual(['Laminati', 'Estrusi']);
  });

  it('the sales data offers the two product lines and its countries without repeats', () => {
    expect([...productOptions(regionalSalesStaff)].sort()).toEqual(['Estrusi', 'Laminati']);
    const regions = regionOptions(regionalSalesStaff);
    expect(new Set(regions).size).toBe(regions.length);
    expect(regions).toEqual([...regions].sort((a, b) => a.localeCompare(b, 'it')));
    expect(regions).toContain('Regno Unito');
  });

  it('the sales data has people without a countries list and without a products list', () => {
    expect(regionalSalesStaff.some((member) => member.countries === undefined)).toBe(true);
    expect(regionalSalesStaff.some((member) => member.products === undefined)).toBe(true);
  });
});
