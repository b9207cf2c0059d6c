import { startTransition, useId, useMemo, useReducer, useRef } from 'react';
import { NARROW_SCREEN_QUERY, scrollToElement, useMediaQuery } from '@alu/common';
import { EuropeMap } from '../../shared/europe-map/EuropeMap';
import type { CountryName } from '../../shared/europe-map/countries';
import { SectionIntro } from '../../shared/section-intro/SectionIntro';
import { StaffGrid } from '../../shared/staff-card/StaffGrid';
import { mainSalesStaff, regionalSalesStaff } from '../../shared/staff/salesDepartment.data';
import type { StaffMember } from '../../shared/staff/staff';
import {
  filterStaff,
  NO_FILTERS,
  productOptions,
  regionOptions,
  salesFiltersReducer,
} from './salesFilters';
import styles from './SalesDepartment.module.css';
import { useLocale, useTexts } from '@alu/common';
import { contactsTexts } from '../../shared/i18n/contactsTexts';

/** Where a country chosen on the map brings the filters, from the top of the window. */
export const FILTERS_SCROLL_OFFSET = { narrow: 90, wide: 100 } as const;
export const SHOW_ALL = 'Mostra tutto';

export interface SalesDepartmentProps {
  /** The filterable staff; the page's own data by default (tests pass their own). */
  readonly staff?: readonly StaffMember[];
}

/**
 * /contacts/sales-department: the sales management (always shown), then the sales people by
 * area, narrowed by the Regions and Products dropdowns or by a country chosen on the map.
 */
export function SalesDepartment({ staff = regionalSalesStaff }: SalesDepartmentProps) {
  const tx = useTexts(contactsTexts);
  const locale = useLocale();
  const [filters, dispatch] = useReducer(salesFiltersReducer, NO_FILTERS);
  const regions = useMemo(
    () => regionOptions(staff, (country) => tx(country), locale),
    [staff, tx, locale],
  );
  const products = useMemo(() => productOptions(staff), [staff]);
  const results = useMemo(() => filterStaff(staff, filters), [staff, filters]);
  const filterArea = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const findHeadingId = useId();
  const mainHeadingId = useId();

  const chooseOnMap = (country: CountryName) => {
    // The list of referents follows in a render React may split; the click answers at once.
    startTransition(() => dispatch({ type: 'region', region: country }));
    if (filterArea.current) {
      scrollToElement(
        filterArea.current,
        narrow ? FILTERS_SCROLL_OFFSET.narrow : FILTERS_SCROLL_OFFSET.wide,
      );
    }
  };

  return (
    <>
      <section aria-labelledby={mainHeadingId} className={styles.section}>
        <SectionIntro headingId={mainHeadingId} heading={tx('Direzione commerciale')}>
          {tx(
            'Per offerte, programmi annuali e nuovi progetti potete rivolgervi direttamente alla direzione commerciale o al referente del vostro paese.',
          )}
        </SectionIntro>
        <StaffGrid
          staff={mainSalesStaff}
          page="sales-department"
          label={tx('Direzione commerciale')}
        />
      </section>

      <section aria-labelledby={findHeadingId} className={styles.section}>
        <SectionIntro headingId={findHeadingId} heading={tx('Il referente per il vostro paese')}>
          {tx(
            'Scegliete un paese sulla mappa (anche con la tastiera: Tab e Invio) oppure filtrate per regione e prodotto.',
          )}
        </SectionIntro>
        <EuropeMap
          className={styles.map}
          label={tx('Mappa dei paesi seguiti dall’ufficio vendite')}
          selectable={regions}
          highlighted={filters.region ? [filters.region] : []}
          onSelect={chooseOnMap}
        />
        <ul className={styles.legend} aria-label={tx('Legenda della mappa')}>
          <li>
            <span className={`${styles.swatch} ${styles.swatchAvailable}`} />
            {tx('Paesi con un referente')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchActive}`} />
            {tx('Paese scelto')}
          </li>
        </ul>

        <div
          ref={filterArea}
          className={styles.filters}
          role="search"
          aria-label={tx('Filtra i referenti')}
          data-testid="sales-filters"
        >
          <FilterSelect
            label={tx('Regioni')}
            value={filters.region}
            options={regions}
            onChange={(region) => dispatch({ type: 'region', region })}
          />
          <FilterSelect
            label={tx('Prodotti')}
            value={filters.product}
            options={products}
            onChange={(product) => dispatch({ type: 'product', product })}
          />
        </div>

        <p className={styles.count} role="status">
          {results.length === 0
            ? tx('Nessun referente per questa scelta: provate con «Mostra tutto».')
            : results.length === 1
              ? tx('1 referente')
              : tx('{{count}} referenti', { count: results.length })}
        </p>
        <StaffGrid staff={results} page="sales-department" label={tx('Referenti per paese')} />
      </section>
    </>
  );
}

interface FilterSelectProps<T extends string> {
  readonly label: string;
  /** '' is "Mostra tutto". */
  readonly value: T | '';
  readonly options: readonly T[];
  readonly onChange: (value: T | '') => void;
}

/** A filter dropdown: "Mostra tutto" first, then the options. */
function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  const id = useId();
  const tx = useTexts(contactsTexts);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(options.find((option) => option === event.target.value) ?? '')
        }
      >
        <option value="">{tx(SHOW_ALL)}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {tx(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
