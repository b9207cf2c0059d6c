import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ProductPage } from './ProductPage';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products/:category/:product" element={<ProductPage />} />
        <Route path="/404" element={<h1>404</h1>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const productArticle = () => document.querySelector('article[data-slide]') as HTMLElement;
const galleryCounter = () => screen.getByTestId('gallery-counter').textContent;

/** jsdom has no showModal/close: enough of them for the Modal. */
beforeAll(() => {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('product page', () => {
  it('shows the category header, the side list, see-also and the spec panel', () => {
    renderAt('/products/rolled-foils/household-foil');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Laminati: fogli sottili e semisottili',
    );
    expect(document.title).toBe('Foglio per uso domestico | Fogli sottili e semisottili | Alumis');

    const list = screen.getByRole('navigation', { name: 'Prodotti della categoria' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(
      within(list)
        .getByRole('link', { name: 'Foglio per uso domestico' })
        .getAttribute('aria-current'),
    ).toBe('page');

    const seeAlso = screen.getByRole('navigation', { name: 'Vedi anche' });
    expect(
      within(seeAlso)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/products/rolled-sheets-and-strips/standard-sheets-and-strips',
      '/products/extruded/profiles-for-building-and-architecture',
    ]);

    const panel = screen.getByRole('region', { name: 'Foglio di alluminio per uso domestico' });
    const tables = within(panel).getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Specifiche tecniche',
      'Dimensioni',
      'Dimensioni delle bobine',
    ]);
    expect(within(tables[0]!).getByRole('rowheader', { name: 'Spessore' })).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Contatta l’ufficio vendite' }).getAttribute('href'),
    ).toBe('/contacts/sales-department');
    expect(
      within(panel)
        .getByRole('link', { name: /^Scrivi a/ })
        .getAttribute('href'),
    ).toBe(
      'mailto:sales@alumis.example?subject=Richiesta%20di%20informazioni%3A%20Foglio%20per%20uso%20domestico',
    );
    expect(
      within(panel)
        .getByRole('link', { name: /Il mercato dell’imballaggio/ })
        .getAttribute('href'),
    ).toBe('/markets/packaging');
  });

  it('shows the anodizing colour swatches of the building profiles', () => {
    renderAt('/products/extruded/profiles-for-building-and-architecture');
    const swatches = screen.getByRole('list', { name: 'Colori di anodizzazione' });
    expect(
      within(swatches)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Bronzo scuro C33');
  });

  it('moves to the next and previous product of the category, stopping at its ends', () => {
    renderAt('/products/rolled-foils/household-foil');
    const pager = () => screen.getByRole('navigation', { name: 'Altri prodotti della categoria' });
    expect(within(pager()).queryByRole('link', { name: /precedente/ })).toBeNull();
    expect(productArticle().dataset.slide).toBe('none');

    fireEvent.click(within(pager()).getByRole('link', { name: /successivo/ }));
    expect(location()).toBe('/products/rolled-foils/container-foil');
    expect(productArticle().dataset.slide).toBe('down');

    fireEvent.click(within(pager()).getByRole('link', { name: /precedente/ }));
    expect(location()).toBe('/products/rolled-foils/household-foil');
    expect(productArticle().dataset.slide).toBe('up');
  });

  it('stops at the last product of a category', () => {
    renderAt('/products/extruded/industrial-profiles');
    const pager = screen.getByRole('navigation', { name: 'Altri prodotti della categoria' });
    expect(within(pager).queryByRole('link', { name: /successivo/ })).toBeNull();
    expect(
      within(pager)
        .getByRole('link', { name: /precedente/ })
        .getAttribute('href'),
    ).toBe('/products/extruded/profiles-for-distribution');
  });

  it('closes the inquiry form and the share menu and shows the first image again on a route change', () => {
    renderAt('/products/rolled-foils/household-foil');
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(galleryCounter()).toBe('2/3');

    const share = screen.getByRole('button', { name: 'Condividi questo prodotto' });
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: /Condividi su LinkedIn/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Richiedi informazioni' }));
    const dialog = screen.getByRole('dialog', { name: 'Richiedi informazioni' });
    expect(
      (within(dialog).getByRole('textbox', { name: /^Prodotto/ }) as HTMLInputElement).value,
    ).toBe('Foglio per uso domestico');

    // A route change (here: the side list, reachable once the dialog is gone in the browser).
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Finstock' }));
    });
    expect(location()).toBe('/products/rolled-foils/finstock');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen
        .getByRole('button', { name: 'Condividi questo prodotto' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    expect(galleryCounter()).toBe('1/3');
    expect(productArticle().dataset.slide).toBe('down');
  });

  it.each([
    '/products/rolled/household-foil',
    '/products/rolled-foils/nothing',
    '/products/extruded/household-foil',
  ])('answers %s with the not-found page at its own address', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(location()).toBe(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
  });
});
