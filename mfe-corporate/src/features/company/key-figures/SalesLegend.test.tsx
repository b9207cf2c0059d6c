import { render, screen, within } from '@testing-library/react';
import { loadSiteI18n, SiteI18nProvider } from '@alu/common';
import { doughnutOptions } from './doughnutOptions';
import { SalesLegend } from './SalesLegend';
import { SALES_BY_COUNTRY_2024 } from './salesCharts.data';

function entries() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      colour: item.querySelector('rect')?.getAttribute('fill'),
    }));
}

describe('SalesLegend', () => {
  it('lists every slice with its published share, in the colour the doughnut paints it', () => {
    render(<SalesLegend chart={SALES_BY_COUNTRY_2024} />);
    const listed = entries();
    expect(listed).toHaveLength(SALES_BY_COUNTRY_2024.slices.length);
    expect(listed[0]?.text).toBe('Germania: 18,8%');
    expect(listed[9]?.text).toBe('Austria: 2,3%');
    const colours = doughnutOptions(SALES_BY_COUNTRY_2024, {
      animate: false,
      totalLabel: 'Vendite',
      locale: 'it',
    }).colors;
    expect(listed.map((entry) => entry.colour)).toEqual(
      colours?.slice(0, SALES_BY_COUNTRY_2024.slices.length),
    );
  });

  it('writes the shares by the page’s language', async () => {
    render(
      <SiteI18nProvider value={await loadSiteI18n('en')}>
        <SalesLegend chart={SALES_BY_COUNTRY_2024} />
      </SiteI18nProvider>,
    );
    expect(entries()[0]?.text).toMatch(/^.+: 18\.8%$/);
  });
});
