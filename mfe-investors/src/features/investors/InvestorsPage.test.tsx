import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { siteConfig } from '@alu/common';
import { InvestorsPage } from './InvestorsPage';
import { INVESTOR_PAGE_INFO, INVESTOR_PAGES } from './investorPages.data';
import type { SharePriceChartProps } from './shares/SharePriceChart';
import { SHARE_PRICE_2018 } from './shares/shares.data';
import {
  publicDocument,
  SEEDED_DOCUMENTS,
  stubDocumentsApi,
} from '../../shared/documents/documentFixtures';
import { stubEventsApi } from './calendar/eventFixtures';

const drawn: SharePriceChartProps[] = [];

jest.mock('./shares/SharePriceChart', () => ({
  __esModule: true,
  default: (props: SharePriceChartProps) => {
    drawn.push(props);
    return <div data-testid="share-price-stub" />;
  },
}));

/** Renders and lets the code a page loads on demand (calendar, chart) arrive inside act. */
async function renderLoadedAt(path: string) {
  await act(async () => {
    renderAt(path);
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/investors', element: <InvestorsPage /> },
      { path: '/investors/:page', element: <InvestorsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const main = () => screen.getByRole('heading', { level: 1 });
const realFetch = global.fetch;

// The pages with documents and the calendar read them from the API: it answers with today's.
beforeEach(() => {
  stubDocumentsApi();
  stubEventsApi();
});
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});
const menu = () => within(screen.getByRole('navigation', { name: 'Pagine per gli investitori' }));

describe('InvestorsPage', () => {
  it('shows the management page when the address names none', () => {
    renderAt('/investors');
    expect(main().textContent).toBe('Dirigenza');
    expect(document.title).toBe('Dirigenza e governo societario | Alumis');
  });

  it('links the six pages in the side menu and marks the current one', async () => {
    await renderLoadedAt('/investors/shares');
    const links = menu().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dirigenza', '/investors/management'],
      ['Dati finanziari', '/investors/financial-statements'],
      ['Assemblea', '/investors/general-meetings'],
      ['Calendario eventi', '/investors/calendar'],
      ['Azioni', '/investors/shares'],
      ['Presentazioni', '/investors/presentations'],
    ]);
    expect(menu().getByRole('link', { name: 'Azioni' }).getAttribute('aria-current')).toBe('page');
  });

  it.each(INVESTOR_PAGES)(
    '%s has its heading, title, description and share button',
    async (page) => {
      await renderLoadedAt(`/investors/${page}`);
      const info = INVESTOR_PAGE_INFO[page];
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(info.label);
      expect(document.title).toBe(`${info.meta.title} | Alumis`);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        info.meta.description,
      );
      expect(screen.getByRole('group', { name: 'Condividi' })).toBeTruthy();
      // The body has loaded (the calendar and the chart come on demand): no skeleton is left.
      expect(document.querySelector('.bone, .placeholder')).toBeNull();
    },
  );

  it('gives every page its own title and description', () => {
    const infos = INVESTOR_PAGES.map((page) => INVESTOR_PAGE_INFO[page]);
    expect(new Set(infos.map((info) => info.meta.title)).size).toBe(6);
    expect(new Set(infos.map((info) => info.meta.description)).size).toBe(6);
  });

  it('answers an unknown page with the not-found page at its own address', async () => {
    const router = renderAt('/investors/xyz');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/investors/xyz');
  });
});

describe('management', () => {
  it('lists the 7 members of the supervisory board and the 6 of the management board', () => {
    renderAt('/investors/management');
    const board = (name: RegExp) =>
      within(screen.getByRole('region', { name })).getAllByRole('listitem');
    const supervisory = board(/^Consiglio di sorveglianza/);
    const management = board(/^Consiglio di gestione/);
    expect(supervisory).toHaveLength(7);
    expect(management).toHaveLength(6);
    siteConfig.investors.board.supervisory.forEach((member, index) =>
      expect(supervisory[index]?.textContent).toContain(member.name),
    );
    siteConfig.investors.board.management.forEach((member, index) =>
      expect(management[index]?.textContent).toContain(member.name),
    );
  });

  it('states the two-tier system, the 5-year mandates from June 2017 and five guarantees', () => {
    renderAt('/investors/management');
    expect(screen.getByText(/sistema dualistico/)).toBeTruthy();
    expect(screen.getByText('5 anni')).toBeTruthy();
    expect(screen.getByText('giugno 2017')).toBeTruthy();
    const guarantees = screen.getByRole('heading', { name: /garanzie/ }).parentElement;
    expect(guarantees?.querySelectorAll('ol > li')).toHaveLength(5);
    expect(
      screen.getByRole('link', { name: siteConfig.email.investors }).getAttribute('href'),
    ).toBe(`mailto:${siteConfig.email.investors}`);
  });
});

describe('financial statements', () => {
  it('groups the statements and management reports 2011–2017 by year, with their formats', async () => {
    renderAt('/investors/financial-statements');
    await screen.findByRole('region', { name: '2017' });
    const years = screen.getAllByRole('heading', { level: 2 });
    expect(years.map((heading) => heading.textContent)).toEqual([
      '2017',
      '2016',
      '2015',
      '2014',
      '2013',
      '2012',
      '2011',
    ]);
    const links2015 = within(screen.getByRole('region', { name: '2015' })).getAllByRole('link');
    expect(links2015.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Bilancio d’esercizio 2015.*30 mar 2016 · PDF/),
      expect.stringMatching(/^Relazione sulla gestione 2015.*30 mar 2016 · DOCX/),
    ]);
    expect(links2015[0]?.getAttribute('href')).toBe(
      '/uploads/documents/bilancio-esercizio-2015.pdf',
    );
  });

  it('shows a half-year report as soon as the API publishes it, under its year', async () => {
    stubDocumentsApi([
      ...SEEDED_DOCUMENTS,
      publicDocument(
        'relazione-semestrale-2025',
        'financial-statement',
        '2025-09-15',
        { it: 'Relazione finanziaria semestrale 2025' },
        { year: 2025, period: 'half-year' },
      ),
    ]);
    renderAt('/investors/financial-statements');
    const region = await screen.findByRole('region', { name: '2025' });
    expect(within(region).getByRole('link').textContent).toMatch(
      /^Relazione finanziaria semestrale 2025.*2025 · PDF/,
    );
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('2025');
  });

  it('answers the API’s outage with a message, not an empty page', async () => {
    stubDocumentsApi(SEEDED_DOCUMENTS, { 'financial-statement': new Error('offline') });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/investors/financial-statements');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Non è stato possibile caricare i documenti/,
    );
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});

describe('general meetings', () => {
  it('has one row per meeting 2014–2019 with agenda, proxy, invitation and minutes', async () => {
    renderAt('/investors/general-meetings');
    const table = await screen.findByRole('table', { name: /Assemblee generali/ });
    expect(table.querySelector('caption')?.textContent).toBe(
      'Assemblee generali ordinarie degli azionisti, 2014–2019',
    );
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'Ordine del giorno', 'Delega', 'Invito', 'Verbale']);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '28 giu 2019',
      '29 giu 2018',
      '23 giu 2017',
      '24 giu 2016',
      '26 giu 2015',
      '27 giu 2014',
    ]);
    const links = within(rows[2]!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ordine del giorno, assemblea del 23 giu 2017 PDF (si apre in una nuova scheda)',
      'Delega, assemblea del 23 giu 2017 PDF (si apre in una nuova scheda)',
      'Invito, assemblea del 23 giu 2017 PDF (si apre in una nuova scheda)',
      'Verbale, assemblea del 23 giu 2017 PDF (si apre in una nuova scheda)',
    ]);
    expect(links[3]?.getAttribute('href')).toBe('/uploads/documents/assemblea-2017-verbale.pdf');
  });

  it('adds the next meeting with the papers published so far, and lists other papers apart', async () => {
    const meeting = { meetingDate: '2026-06-26' };
    stubDocumentsApi([
      ...SEEDED_DOCUMENTS,
      publicDocument(
        'assemblea-2026-invito',
        'meeting-paper',
        '2026-05-20',
        { it: 'Invito' },
        meeting,
      ),
      publicDocument(
        'assemblea-2026-relazione-revisore',
        'meeting-paper',
        '2026-05-20',
        { it: 'Relazione del revisore 2026' },
        meeting,
      ),
    ]);
    renderAt('/investors/general-meetings');
    const table = await screen.findByRole('table', { name: /2014–2026/ });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('26 giu 2026');
    expect(within(first!).getAllByRole('link')).toHaveLength(1);
    expect(first!.textContent).toMatch(/Non ancora pubblicato/);
    const others = screen.getByRole('list', { name: 'Altri documenti delle assemblee' });
    expect(within(others).getByRole('link').textContent).toMatch(/^Relazione del revisore 2026/);
  });
});

describe('shares', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  it('states the share capital and the shareholders’ rights', async () => {
    await renderLoadedAt('/investors/shares');
    expect(screen.getByText('17.952.959')).toBeTruthy();
    expect(screen.getByText('1 BGN per azione')).toBeTruthy();
    expect(screen.getByText(/mercato non ufficiale/, { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(/un voto .* un dividendo .* liquidazione/)).toBeTruthy();
    expect(screen.getByText(/non ammette azioni privilegiate/)).toBeTruthy();
    expect(screen.getByText(/Depositario centrale/)).toBeTruthy();
  });

  it('draws the share price chart from the data that its table shows', async () => {
    await renderLoadedAt('/investors/shares');
    expect(drawn[0]?.points).toBe(SHARE_PRICE_2018);
    expect(screen.getByTestId('share-price-chart').getAttribute('data-chart-id')).toBe(
      drawn[0]?.id,
    );
    const rows = within(screen.getByRole('table', { name: /Prezzo di chiusura/ })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(13);
    expect(rows[1]?.textContent).toBe('gennaio 20185,20\u00a0BGN');
  });
});

describe('presentations', () => {
  it('shows the 2019 and 2017 presentations as covers, switchable to a list', async () => {
    renderAt('/investors/presentations');
    const list = await screen.findByRole('list', { name: 'Presentazioni agli investitori' });
    expect(list.getAttribute('data-layout')).toBe('thumbnails');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Presentazione agli investitori 2019'),
      expect.stringContaining('Presentazione agli investitori 2017'),
    ]);
    expect(screen.getByRole('button', { name: 'Elenco' })).toBeTruthy();
  });
});
