export interface SalesSlice {
  readonly label: string;
  /** Share of sales in percent, exactly as published. */
  readonly value: number;
}

export interface SalesChart {
  /**
   * ApexCharts id. ApexCharts keeps one registry per window, shared by every remote on the
   * page, so the id carries the remote's name to stay unique site-wide.
   */
  readonly id: string;
  readonly title: string;
  /** Heading of the first column of the data table. */
  readonly categoryLabel: string;
  /** Year shown in the middle of the doughnut. */
  readonly year: string;
  readonly slices: readonly SalesSlice[];
}

export const SALES_BY_COUNTRY_2024: SalesChart = {
  id: 'corporate-sales-by-country-2024',
  title: 'Vendite per paese nel 2024',
  categoryLabel: 'Paese',
  year: '2024',
  slices: [
    { label: 'Germania', value: 18.8 },
    { label: 'Polonia', value: 13.9 },
    { label: 'Italia', value: 14.4 },
    { label: 'Spagna', value: 8.3 },
    { label: 'Paesi Bassi', value: 4.7 },
    { label: 'Stati Uniti', value: 14.8 },
    { label: 'Bulgaria', value: 3.5 },
    { label: 'Francia', value: 3.2 },
    { label: 'Belgio', value: 3 },
    { label: 'Austria', value: 2.3 },
    { label: 'Altri paesi', value: 14.1 },
  ],
};

export const SALES_BY_PRODUCT_2020: SalesChart = {
  id: 'corporate-sales-by-product-2020',
  title: 'Vendite per tipo di prodotto nel 2020',
  categoryLabel: 'Prodotto',
  year: '2020',
  slices: [
    { label: 'Foglio per uso domestico', value: 26.3 },
    { label: 'Profili standard', value: 26.1 },
    { label: 'Nastri', value: 11.19 },
    { label: 'Lamiere', value: 10.61 },
    { label: 'Foglio lubrificato', value: 7.01 },
    { label: 'Profili per trafilatura', value: 6.48 },
    { label: 'Finstock', value: 4.01 },
    { label: 'Foglio tecnico', value: 3.33 },
    { label: 'Profili anodizzati', value: 2.73 },
    { label: 'Foglio per converter', value: 1.16 },
    { label: 'Profili verniciati', value: 10.9 },
  ],
};

export const SALES_CHARTS: readonly SalesChart[] = [SALES_BY_COUNTRY_2024, SALES_BY_PRODUCT_2020];
