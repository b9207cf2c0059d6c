import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  CAREERS_API,
  loadSiteI18n,
  loadDefinedTexts,
  SiteI18nProvider,
  siteConfig,
  type SiteLocale,
} from '@alu/common';
import { OpenPositions } from './OpenPositions';
import { installDialogPolyfill, stubFetch } from '@alu/common/testing';
import { career } from './testing';

const realFetch = global.fetch;

function renderList() {
  render(
    <MemoryRouter>
      <OpenPositions />
    </MemoryRouter>,
  );
  return within(screen.getByTestId('open-positions'));
}

describe('OpenPositions', () => {
  let uninstallDialog: () => void;
  beforeEach(() => {
    uninstallDialog = installDialogPolyfill();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    uninstallDialog();
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('points to the job board and the jobs address', () => {
    stubFetch({ status: 200, body: [] });
    renderList();
    const board = screen.getByRole('link', { name: 'il nostro profilo sul portale di annunci' });
    expect(board.getAttribute('href')).toBe(siteConfig.jobBoardUrl);
    const mail = screen.getAllByRole('link', { name: siteConfig.email.jobs })[0];
    expect(mail?.getAttribute('href')).toBe(`mailto:${siteConfig.email.jobs}`);
  });

  it('shows a skeleton while loading, then the visible vacancies with their period', async () => {
    const fetchStub = stubFetch({
      status: 200,
      body: [
        career('a', { title: 'Ingegnere di processo', startDate: '2026-03-01' }),
        career('old', { title: 'Posizione scaduta', endDate: '2001-01-31' }),
        career('b', { title: 'Manutentore elettrico', endDate: '2999-01-31' }),
      ],
    });
    const list = renderList();
    expect(list.getByRole('status').textContent).toBe('Caricamento delle posizioni disponibili…');
    expect(screen.getByTestId('open-positions').getAttribute('aria-busy')).toBe('true');
    expect(fetchStub).toHaveBeenCalledWith(CAREERS_API.list, expect.anything());

    await waitFor(() =>
      expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Ingegnere di processo',
        'Manutentore elettrico',
      ]),
    );
    expect(list.queryByRole('status')).toBeNull();
    expect(list.getByText('Dal 1 mar 2026 al 31 dic 2999')).toBeTruthy();
    expect(list.getByText('Dal 1 gen 2000 al 31 gen 2999')).toBeTruthy();
    expect(list.queryByText('Posizione scaduta')).toBeNull();
  });

  it('without visible vacancies suggests an unsolicited application instead of an empty box', async () => {
    stubFetch({ status: 200, body: [career('old', { endDate: '2001-01-31' })] });
    const list = renderList();
    const message = await list.findByText(/Al momento non ci sono posizioni aperte/);
    expect(within(message).getByRole('link').getAttribute('href')).toBe(
      `mailto:${siteConfig.email.jobs}`,
    );
    expect(list.queryByRole('list')).toBeNull();
  });

  it('shows an error with "Riprova" when loading fails, and loads again on retry', async () => {
    const fetchStub = stubFetch(
      { status: 500, body: { error: { code: 'internal', message: 'x' } } },
      { status: 200, body: [career('a', { title: 'Addetto qualità' })] },
    );
    const list = renderList();
    const alert = await list.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare le posizioni disponibili.');

    fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(list.queryByRole('alert')).toBeNull();
    expect(list.getByRole('status')).toBeTruthy();
    expect(await list.findByRole('heading', { name: 'Addetto qualità' })).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('a network failure shows the error as well', async () => {
    stubFetch(new Error('offline'));
    const list = renderList();
    expect(await list.findByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('opens a vacancy in a modal with sanitised details, and closes it back to the list', async () => {
    stubFetch({
      status: 200,
      body: [
        career('a', {
          title: 'Tecnologo di laminazione',
          startDate: '2026-03-01',
          endDate: '2999-04-30',
          responsibilities: '<ul><li>Ottimizzare i programmi di laminazione</li></ul>',
          requirements: '<p>Laurea in metallurgia</p><script>window.hacked = true</script>',
          additional: '<p></p>',
        }),
      ],
    });
    const list = renderList();
    const opener = await list.findByRole('button', {
      name: /^Dettagli\s?: Tecnologo di laminazione$/,
    });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Tecnologo di laminazione' });
    const details = within(dialog);
    expect(details.getByText('Dal 1 mar 2026 al 30 apr 2999')).toBeTruthy();
    // Rich text is shown once sanitised in the browser (DOMPurify, loaded on demand).
    expect(await details.findByText('Ottimizzare i programmi di laminazione')).toBeTruthy();
    expect(details.getByText('Laurea in metallurgia')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    // The empty "additional" section is left out.
    expect(details.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Responsabilità',
      'Requisiti',
    ]);
    const apply = details.getByRole('link', { name: 'Candidati per e-mail' });
    expect(apply.getAttribute('href')).toBe(
      `mailto:${siteConfig.email.jobs}?subject=${encodeURIComponent('Candidatura: Tecnologo di laminazione')}`,
    );

    fireEvent.click(details.getByRole('button', { name: 'Chiudi' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  describe('in the visitor’s language', () => {
    const english = {
      title: 'Maintenance technician',
      responsibilities: '<p>Keeps the lines running</p>',
      requirements: '',
      additional: '',
    };
    const vacancies = [
      career('a', {
        title: 'Tecnico di manutenzione',
        startDate: '2026-03-01',
        endDate: '2999-03-31',
        translations: { en: english },
      }),
    ];

    // As the browser does before hydrating: the page's language's texts are loaded first.
    beforeAll(() => Promise.all([loadDefinedTexts('en'), loadDefinedTexts('bg')]));

    async function renderIn(locale: SiteLocale) {
      stubFetch({ status: 200, body: vacancies });
      render(
        <SiteI18nProvider value={await loadSiteI18n(locale)}>
          <MemoryRouter>
            <OpenPositions />
          </MemoryRouter>
        </SiteI18nProvider>,
      );
      return within(screen.getByTestId('open-positions'));
    }

    it('shows the English text and dates on the English site', async () => {
      const list = await renderIn('en');
      const title = await list.findByRole('heading', { name: 'Maintenance technician' });
      expect(title.getAttribute('lang')).toBeNull();
      expect(list.getByText('From 1 Mar 2026 to 31 Mar 2999')).toBeTruthy();
      fireEvent.click(list.getByRole('button', { name: /^Details ?: Maintenance technician$/ }));
      const dialog = screen.getByRole('dialog', { name: 'Maintenance technician' });
      expect(await within(dialog).findByText('Keeps the lines running')).toBeTruthy();
      const apply = within(dialog).getByRole('link', { name: 'Apply by e-mail' });
      expect(apply.getAttribute('href')).toContain(
        encodeURIComponent('Application: Maintenance technician'),
      );
    });

    it('lists a vacancy without Bulgarian in Italian, labelled and marked as Italian', async () => {
      const list = await renderIn('bg');
      const title = await list.findByRole('heading', { name: 'Tecnico di manutenzione' });
      expect(title.getAttribute('lang')).toBe('it');
      expect(list.getByTitle('Само на италиански').textContent).toBe('IT');
      expect(list.getByText(/^От 1\.03\.2026 г\. до 31\.03\.2999 г\./)).toBeTruthy();
    });
  });
});
