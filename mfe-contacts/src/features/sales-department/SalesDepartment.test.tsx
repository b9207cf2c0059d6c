import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { regionalSalesStaff } from '../../shared/staff/salesDepartment.data';
import { FILTERS_SCROLL_OFFSET, SalesDepartment } from './SalesDepartment';

function renderSales() {
  const router = createMemoryRouter([{ path: '/contacts/:page', element: <SalesDepartment /> }], {
    initialEntries: ['/contacts/sales-department'],
  });
  render(<RouterProvider router={router} />);
}

const regionSelect = () => screen.getByRole('combobox', { name: 'Regioni' });
const productSelect = () => screen.getByRole('combobox', { name: 'Prodotti' });
const results = () =>
  within(screen.getByRole('list', { name: 'Referenti per paese' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const mapCountry = (name: string) => screen.findByRole('button', { name });

function expected(predicate: (member: (typeof regionalSalesStaff)[number]) => boolean) {
  return regionalSalesStaff
    .filter(predicate)
    .map((member) => `/contacts/sales-department/${member.slug}`);
}

describe('SalesDepartment', () => {
  const realScrollTo = window.scrollTo;
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });
  afterEach(() => {
    window.scrollTo = realScrollTo;
  });

  it('shows the management always and everyone by area while no filter is chosen', async () => {
    renderSales();
    const management = within(screen.getByRole('list', { name: 'Direzione commerciale' }));
    expect(management.getAllByRole('link')).toHaveLength(3);
    expect(results()).toEqual(expected(() => true));
    expect(screen.getByRole('status').textContent).toBe(`${regionalSalesStaff.length} referenti`);
    await mapCountry('Francia');
  });

  it('both dropdowns start on "Mostra tutto" and list the derived options', async () => {
    renderSales();
    expect((regionSelect() as HTMLSelectElement).value).toBe('');
    const regionOptions = within(regionSelect()).getAllByRole('option');
    expect(regionOptions[0]?.textContent).toBe('Mostra tutto');
    expect(regionOptions.map((option) => option.textContent)).toContain('Regno Unito');
    expect(
      within(productSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mostra tutto', 'Laminati', 'Estrusi']);
    await mapCountry('Francia');
  });

  it('"Mostra tutto" for products refreshes the results', async () => {
    renderSales();
    fireEvent.change(regionSelect(), { target: { value: 'Germania' } });
    const regionOnly = results();
    fireEvent.change(productSelect(), { target: { value: 'Estrusi' } });
    const both = results();
    expect(both.length).toBeLessThan(regionOnly.length);
    fireEvent.change(productSelect(), { target: { value: '' } });
    expect(results()).toEqual(regionOnly);
    fireEvent.change(regionSelect(), { target: { value: '' } });
    expect(results()).toEqual(expected(() => true));
    await mapCountry('Francia');
  });

  it('a country chosen in the dropdown is marked on the map', async () => {
    renderSales();
    const spain = await mapCountry('Spagna');
    expect(spain.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(regionSelect(), { target: { value: 'Spagna' } });
    expect((await mapCountry('Spagna')).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(regionSelect(), { target: { value: '' } });
    expect((await mapCountry('Spagna')).getAttribute('aria-pressed')).toBe('false');
  });

  it('a country chosen on the map (click, Enter or Space) filters like the dropdown and scrolls to the filters', async () => {
    renderSales();
    fireEvent.change(regionSelect(), { target: { value: 'Polonia' } });
    const byDropdown = results();
    fireEvent.change(regionSelect(), { target: { value: '' } });

    fireEvent.click(await mapCountry('Polonia'));
    expect((regionSelect() as HTMLSelectElement).value).toBe('Polonia');
    expect(results()).toEqual(byDropdown);
    expect((await mapCountry('Polonia')).getAttribute('aria-pressed')).toBe('true');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    const target = screen.getByRole('search', { name: 'Filtra i referenti' });
    const top = target.getBoundingClientRect().top + window.scrollY - FILTERS_SCROLL_OFFSET.wide;
    expect(window.scrollTo).toHaveBeenCalledWith(
      expect.objectContaining({ top: Math.max(0, top) }),
    );

    fireEvent.keyDown(await mapCountry('Irlanda'), { key: 'Enter' });
    expect((regionSelect() as HTMLSelectElement).value).toBe('Irlanda');
    fireEvent.keyDown(await mapCountry('Grecia'), { key: ' ' });
    expect((regionSelect() as HTMLSelectElement).value).toBe('Grecia');
    fireEvent.keyDown(await mapCountry('Svezia'), { key: 'a' });
    expect((regionSelect() as HTMLSelectElement).value).toBe('Grecia');
  });

  it('countries without staff are not buttons; those with staff are focusable and titled', async () => {
    renderSales();
    const france = await mapCountry('Francia');
    expect(france.getAttribute('tabindex')).toBe('0');
    expect(france.querySelector('title')?.textContent).toBe('Francia');
    const map = screen.getByRole('group', { name: /Mappa dei paesi/ });
    const buttons = within(map).getAllByRole('button');
    const withStaff = new Set(regionalSalesStaff.flatMap((member) => member.countries ?? []));
    expect(buttons).toHaveLength(withStaff.size);
    // Morocco is drawn, but nobody covers it.
    expect(map.querySelectorAll('path[aria-hidden="true"]').length).toBeGreaterThan(0);
    await act(async () => undefined);
  });
});
