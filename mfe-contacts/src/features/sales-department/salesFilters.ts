import type { CountryName } from '../../shared/europe-map/countries';
import type { ProductLine, StaffMember } from '../../shared/staff/staff';
import { INTL_LOCALES, type SiteLocale } from '@alu/common';

/** '' is "Mostra tutto" (no filter). */
export interface SalesFilters {
  readonly region: CountryName | '';
  readonly product: ProductLine | '';
}

export const NO_FILTERS: SalesFilters = { region: '', product: '' };

export type SalesFilterAction =
  | { readonly type: 'region'; readonly region: CountryName | '' }
  | { readonly type: 'product'; readonly product: ProductLine | '' };

/**
 * The filters change only through this reducer and the results are always computed from the
 * current state, so "Mostra tutto" for products refreshes the results too.
 */
export function salesFiltersReducer(state: SalesFilters, action: SalesFilterAction): SalesFilters {
  switch (action.type) {
    case 'region':
      return state.region === action.region ? state : { ...state, region: action.region };
    case 'product':
      return state.product === action.product ? state : { ...state, product: action.product };
  }
}

/**
 * The filter rule: a person with no countries list matches any region, one with
 * no products list matches any product, otherwise the chosen value must be in the list; both
 * filters apply together. No filter: everyone.
 */
export function matchesFilters(member: StaffMember, { region, product }: SalesFilters): boolean {
  const regionMatches = region === '' || !member.countries || member.countries.includes(region);
  const productMatches = product === '' || !member.products || member.products.includes(product);
  return regionMatches && productMatches;
}

export function filterStaff(
  staff: readonly StaffMember[],
  filters: SalesFilters,
): readonly StaffMember[] {
  if (filters.region === '' && filters.product === '') return staff;
  return staff.filter((member) => matchesFilters(member, filters));
}

/**
 * The Regions dropdown: every country of the staff, once each, in the alphabetical order of
 * the names the visitor reads (`nameOf`, in `locale`).
 */
export function regionOptions(
  staff: readonly StaffMember[],
  nameOf: (country: CountryName) => string = (country) => country,
  locale: SiteLocale = 'it',
): readonly CountryName[] {
  const countries = new Set(staff.flatMap((member) => member.countries ?? []));
  const order = new Intl.Collator(INTL_LOCALES[locale]).compare;
  return [...countries].sort((a, b) => order(nameOf(a), nameOf(b)));
}

/** The Products dropdown: every product line of the staff, once each, in order of appearance. */
export function productOptions(staff: readonly StaffMember[]): readonly ProductLine[] {
  return [...new Set(staff.flatMap((member) => member.products ?? []))];
}
