import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductsLanding } from './ProductsLanding';

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/products']}>
      <ProductsLanding />
    </MemoryRouter>,
  );
}

describe('products landing', () => {
  it('shows the header and the two big choices, and sets its title', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prodotti');
    expect(document.title).toBe('Prodotti | Alumis');
    expect(screen.getByRole('button', { name: /^Prodotti laminati/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Prodotti estrusi/ }).getAttribute('href')).toBe(
      '/products/extruded/profiles-for-building-and-architecture',
    );
  });

  it('swaps "Prodotti laminati" for its two families and back, moving the focus', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: /^Prodotti laminati/ }));
    const foils = screen.getByRole('link', { name: /^Fogli sottili e semisottili/ });
    const sheets = screen.getByRole('link', { name: /^Lamiere e nastri/ });
    expect(foils.getAttribute('href')).toBe('/products/rolled-foils/household-foil');
    expect(sheets.getAttribute('href')).toBe(
      '/products/rolled-sheets-and-strips/standard-sheets-and-strips',
    );
    expect(document.activeElement).toBe(foils);
    expect(screen.queryByRole('link', { name: /^Prodotti estrusi/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Prodotti laminati/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Tutte le famiglie di prodotti/ }));
    expect(screen.queryByRole('link', { name: /^Fogli sottili/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Prodotti laminati/ }));
    expect(screen.getByRole('link', { name: /^Prodotti estrusi/ })).toBeTruthy();
  });
});
