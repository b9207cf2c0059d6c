import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { siteConfig } from '@alu/common';
import { mockMatchMedia } from '@alu/common/media-query/testing';
import { FactoryLocation } from './FactoryLocation';

function renderPage() {
  render(
    <MemoryRouter>
      <FactoryLocation />
    </MemoryRouter>,
  );
}

async function askForTheMap() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Mostra la mappa interattiva' }));
  });
}

describe('FactoryLocation', () => {
  const realFetch = global.fetch;
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    global.fetch = realFetch;
    window.matchMedia = realMatchMedia;
  });

  it('shows the contact box: address, coordinates link, mailto and tel', async () => {
    global.fetch = jest.fn();
    renderPage();
    const box = screen.getByRole('region', { name: siteConfig.legalName });
    expect(within(box).getByText(/Seconda zona industriale/)).toBeTruthy();
    expect(within(box).getByText(/Shumen, Bulgaria/)).toBeTruthy();
    expect(
      within(box).getByRole('link', { name: '43.283393, 27.011365' }).getAttribute('href'),
    ).toBe(siteConfig.factoryMap.linkUrl);
    expect(
      within(box).getByRole('link', { name: siteConfig.email.office }).getAttribute('href'),
    ).toBe(`mailto:${siteConfig.email.office}`);
    expect(
      within(box).getByRole('link', { name: siteConfig.phone.office }).getAttribute('href'),
    ).toBe('tel:+35954800100');
    // Nothing of the maps service is fetched before the visitor asks for it.
    await screen.findByRole('img', { name: /stabilimento Alumis a Shumen/ });
    expect(global.fetch).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the wide map frame after a click when the maps service answers', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
    renderPage();
    await askForTheMap();
    expect(global.fetch).toHaveBeenCalledWith(
      siteConfig.factoryMap.probeUrl,
      expect.objectContaining({ mode: 'no-cors' }),
    );
    const frame = screen.getByTitle('Mappa interattiva dello stabilimento Alumis a Shumen');
    expect(frame.getAttribute('src')).toBe(siteConfig.factoryMap.desktopEmbedUrl);
  });

  it('loads the narrow variant on a narrow screen', async () => {
    mockMatchMedia(true);
    global.fetch = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
    renderPage();
    await askForTheMap();
    expect(
      screen.getByTitle('Mappa interattiva dello stabilimento Alumis a Shumen').getAttribute('src'),
    ).toBe(siteConfig.factoryMap.mobileEmbedUrl);
  });

  it('keeps the drawn map and offers the coordinates when the maps service is unreachable', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    await askForTheMap();
    expect(document.querySelector('iframe')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('non è raggiungibile');
    expect(
      within(status)
        .getByRole('link', { name: /43\.283393, 27\.011365/ })
        .getAttribute('href'),
    ).toBe(siteConfig.factoryMap.linkUrl);
    expect(screen.getByRole('img', { name: /stabilimento Alumis a Shumen/ })).toBeTruthy();
  });

  it('"Contattaci" slides in the inquiry panel, which closes with its close button', async () => {
    global.fetch = jest.fn();
    renderPage();
    const opener = screen.getByRole('button', { name: 'Contattaci' });
    opener.focus();
    fireEvent.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Contattaci' });
    // The shared inquiry form, in its contact variant: a support category instead of a product.
    expect(within(panel).getByRole('combobox', { name: 'Categoria' }).textContent).toMatch(
      /Select Support Category/,
    );
    expect(within(panel).getByLabelText(/Messaggio/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await screen.findByRole('img', { name: /stabilimento Alumis a Shumen/ });
  });
});
