import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  ReleaseStatus,
  RemoteReleaseStatus,
  VersionFigures,
} from '@alu/common/contracts/schemas';
import { calls, routeFetch, setUpAdminTests, TEST_TOKEN, withSession } from '../../shared/testing';
import { ReleasesTab } from './ReleasesTab';

const STATUS = 'GET /api/releases/status';

const figures = (version: string, change: Partial<VersionFigures> = {}): VersionFigures => ({
  version,
  views: 12_345,
  sessions: 4_020,
  errors: 62,
  errorRate: 0.005,
  failedLoads: 1,
  lcpP75: 1834.4,
  inpP75: 120,
  clsP75: 0.0512,
  ttfbP75: 310,
  ...change,
});

/** An automatic abort's evidence below, as the tab words it in Bulgarian. */
const AUTOMATIC_REASON =
  'грешки при 9% от прегледите (9 от 100; 80 сесии, 12 клиента) срещу 1% за стабилната 2.0.0-c3 (4 от 400) за последните 10 мин.';

/** A remote with no canary whose last canary the watcher aborted; nothing measured. */
const corporate: RemoteReleaseStatus = {
  name: 'corporate',
  stable: { version: '2.0.0-c3', percent: 100 },
  canary: null,
  figures: { hour: [], day: [] },
  history: [
    {
      action: 'abort',
      version: '2.1.0-d4',
      at: '2026-11-28T09:50:00.000Z',
      by: 'automatic-rollback',
      reason: 'error rate 9.0% (9 errors in 100 views, 80 page loads, 12 clients) …',
      evidence: {
        minutes: 10,
        canary: { errorRate: 0.09, errors: 9, views: 100, sessions: 80, clients: 12 },
        stable: { version: '2.0.0-c3', errorRate: 0.01, errors: 4, views: 400 },
      },
    },
    {
      action: 'canary',
      version: '2.1.0-d4',
      at: '2026-11-28T09:30:00.000Z',
      by: 'maria',
      percent: 10,
    },
    { action: 'activate', version: '2.0.0-c3', at: '2026-11-20T08:00:00.000Z', by: 'maria' },
  ],
};

/** A remote with a canary at 20 %. */
const news: RemoteReleaseStatus = {
  name: 'news',
  stable: { version: '1.0.0-a1', percent: 80 },
  canary: { version: '1.1.0-b2', percent: 20, startedAt: '2026-11-28T10:15:00.000Z' },
  figures: {
    hour: [
      figures('1.0.0-a1'),
      figures('1.1.0-b2', {
        views: 310,
        sessions: 95,
        errors: 7,
        errorRate: 0.0226,
        failedLoads: 2,
        lcpP75: 2410,
        inpP75: null,
        clsP75: 0.1,
        ttfbP75: 290.6,
      }),
    ],
    // Nobody on the canary yet over the day's figures.
    day: [figures('1.0.0-a1', { views: 99_000 })],
  },
  history: [
    {
      action: 'canary',
      version: '1.1.0-b2',
      at: '2026-11-28T10:15:00.000Z',
      by: 'ivan',
      percent: 20,
    },
    { action: 'rollback', version: '1.0.0-a1', at: '2026-11-27T16:00:00.000Z', by: 'ivan' },
  ],
};

const status = (remotes: RemoteReleaseStatus[] = [corporate, news]): ReleaseStatus => ({
  generatedAt: '2026-11-28T10:30:00.000Z',
  remotes,
});

type Answer = { status: number; body?: unknown };

const ok = (body: ReleaseStatus = status()) => ({ status: 200, body });
const failure = (code: number) => ({
  status: code,
  body: { error: { code: 'failed', message: 'x' } },
});

/** The text a user reads, with the non-breaking spaces of the Bulgarian formats as spaces. */
const read = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const section = (name: string) => screen.getByRole('region', { name });

/** A table's rows as `header → cells`. */
function tableRows(table: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        read(within(row).getByRole('rowheader')),
        within(row).getAllByRole('cell').map(read),
      ]),
  );
}

describe('ReleasesTab', () => {
  setUpAdminTests();

  it('shows each remote’s versions and shares, running canaries first', async () => {
    const stub = routeFetch({ [STATUS]: () => ok() });
    render(withSession(<ReleasesTab />));
    await screen.findByRole('region', { name: 'news' });
    expect(screen.getAllByRole('heading', { level: 2 }).map(read)).toEqual(['news', 'corporate']);

    const shares = within(section('news')).getAllByRole('definition').map(read);
    expect(shares).toEqual(['1.0.0-a1 · 80%', '1.1.0-b2 · 20%, от 28.11.2026 г., 10:15']);
    expect(within(section('news')).getByText('Тече канарче')).toBeTruthy();
    expect(within(section('corporate')).getAllByRole('definition').map(read)).toEqual([
      '2.0.0-c3 · 100%',
      'не тече',
    ]);
    expect(read(screen.getByText(/Данни към/))).toContain('Данни към 28.11.2026 г., 10:30.');
    expect(stub.mock.calls[0]?.[1]?.headers).toMatchObject({
      Authorization: `Bearer ${TEST_TOKEN}`,
    });
  });

  it('puts the stable and canary figures of each period side by side, formatted in Bulgarian', async () => {
    routeFetch({ [STATUS]: () => ok() });
    render(withSession(<ReleasesTab />));
    const hour = await screen.findByRole('table', { name: 'news за последния час' });
    expect(within(hour).getAllByRole('columnheader').map(read)).toEqual([
      'Показател',
      'Стабилна 1.0.0-a1',
      'Канарче 1.1.0-b2',
    ]);
    expect(tableRows(hour)).toEqual({
      Прегледи: ['12 345', '310'],
      Сесии: ['4020', '95'],
      Грешки: ['62 (0,5%)', '7 (2,3%)'],
      'Неуспешни зареждания': ['1', '2'],
      'p75 LCP': ['1834 мс', '2410 мс'],
      'p75 INP': ['120 мс', 'няма данни'],
      'p75 CLS': ['0,05', '0,10'],
      'p75 TTFB': ['310 мс', '291 мс'],
    });

    // The canary has no figures over the day yet.
    const day = screen.getByRole('table', { name: 'news за последното денонощие' });
    expect(tableRows(day)['Прегледи']).toEqual(['99 000', 'няма данни']);
    expect(tableRows(day)['p75 LCP']).toEqual(['1834 мс', 'няма данни']);
  });

  it('says "няма данни" for a remote nobody was measured on', async () => {
    routeFetch({ [STATUS]: () => ok() });
    render(withSession(<ReleasesTab />));
    const remote = await screen.findByRole('region', { name: 'corporate' });
    expect(within(remote).queryAllByRole('table', { name: /за последн/ })).toHaveLength(0);
    expect(within(remote).getByText('corporate за последния час: няма данни.')).toBeTruthy();
    expect(within(remote).getByText('corporate за последното денонощие: няма данни.')).toBeTruthy();
  });

  it('tells the history newest first, and marks a canary the site aborted on its own', async () => {
    routeFetch({ [STATUS]: () => ok() });
    render(withSession(<ReleasesTab />));
    const remote = await screen.findByRole('region', { name: 'corporate' });
    expect(within(remote).getByText('Автоматично прекратено')).toBeTruthy();
    expect(read(within(remote).getByText(/е прекратено автоматично/))).toBe(
      'Канарчето 2.1.0-d4 е прекратено автоматично на 28.11.2026 г., 9:50: ' + AUTOMATIC_REASON,
    );
    const history = within(remote).getByRole('table', {
      name: 'corporate: история, най-новите първо',
    });
    expect(within(history).getAllByRole('columnheader').map(read)).toEqual([
      'Кога',
      'Действие',
      'Версия',
      'Кой',
      'Причина',
    ]);
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map(read)),
    ).toEqual([
      ['28.11.2026 г., 9:50', 'Прекратяване', '2.1.0-d4', 'Автоматично връщане', AUTOMATIC_REASON],
      ['28.11.2026 г., 9:30', 'Канарче 10%', '2.1.0-d4', 'maria', '—'],
      ['20.11.2026 г., 8:00', 'Активиране', '2.0.0-c3', 'maria', '—'],
    ]);

    // An abort by an administrator, or one followed by other entries, is no alarm.
    const newsHistory = within(section('news')).getByRole('table', { name: /история/ });
    expect(read(newsHistory)).toContain('Връщане');
    expect(within(section('news')).queryByText('Автоматично прекратено')).toBeNull();
  });

  it('shows an error with a retry when the status cannot be read', async () => {
    let answer: Answer = failure(503);
    routeFetch({ [STATUS]: () => answer });
    render(withSession(<ReleasesTab />));
    const alert = await screen.findByRole('alert');
    expect(read(alert)).toContain('Състоянието на версиите не можа да бъде заредено.');
    answer = ok();
    fireEvent.click(within(alert).getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByRole('region', { name: 'news' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ends the session when the server refuses the token', async () => {
    const logout = jest.fn();
    routeFetch({ [STATUS]: () => failure(401) });
    render(withSession(<ReleasesTab />, logout));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there is no remote', async () => {
    routeFetch({ [STATUS]: () => ok(status([])) });
    render(withSession(<ReleasesTab />));
    expect(await screen.findByText('Няма модули в регистъра.')).toBeTruthy();
  });

  describe('refreshing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('reads the status every 30 seconds while the page is visible, and on demand', async () => {
      let answer: Answer = ok();
      const stub = routeFetch({ [STATUS]: () => answer });
      render(withSession(<ReleasesTab />));
      await screen.findByRole('region', { name: 'news' });
      expect(calls(stub)).toHaveLength(1);

      act(() => jest.advanceTimersByTime(29_000));
      expect(calls(stub)).toHaveLength(1);
      answer = ok(status([{ ...news, canary: null, stable: { ...news.stable, percent: 100 } }]));
      act(() => jest.advanceTimersByTime(1_000));
      await waitFor(() => expect(screen.queryByText('Тече канарче')).toBeNull());
      expect(calls(stub)).toHaveLength(2);

      // A failed refresh keeps what was shown, says so and offers to try again.
      answer = failure(500);
      fireEvent.click(screen.getByRole('button', { name: 'Обнови' }));
      const alert = await screen.findByRole('alert');
      expect(read(alert)).toContain(
        'Състоянието на версиите не можа да бъде обновено. Показаното е към 28.11.2026 г., 10:30.',
      );
      expect(screen.getByRole('region', { name: 'news' })).toBeTruthy();
      expect(calls(stub)).toHaveLength(3);
    });

    it('does not read it while the page is hidden, and catches up when it is shown', async () => {
      const stub = routeFetch({ [STATUS]: () => ok() });
      const visibility = jest.spyOn(document, 'visibilityState', 'get');
      render(withSession(<ReleasesTab />));
      await screen.findByRole('region', { name: 'news' });

      visibility.mockReturnValue('hidden');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        jest.advanceTimersByTime(120_000);
      });
      expect(calls(stub)).toHaveLength(1);

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        jest.advanceTimersByTime(0);
      });
      await waitFor(() => expect(calls(stub)).toHaveLength(2));
    });
  });

  describe('deciding a canary', () => {
    const PROMOTE = 'POST /api/remotes/news/promote';
    const ABORT = 'POST /api/remotes/news/abort';

    it('promotes only after the confirmation, then shows the new status', async () => {
      let current = status();
      const stub = routeFetch({
        [STATUS]: () => ok(current),
        [PROMOTE]: () => {
          current = status([
            corporate,
            { ...news, canary: null, stable: { version: '1.1.0-b2', percent: 100 } },
          ]);
          return { status: 200, body: {} };
        },
      });
      const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
      render(withSession(<ReleasesTab />));
      const promote = await screen.findByRole('button', { name: 'Повиши канарчето на news' });
      fireEvent.click(promote);
      expect(confirm).toHaveBeenLastCalledWith(
        'Версия 1.1.0-b2 на news да стане ли стабилната за всички посетители?',
      );
      expect(calls(stub)).not.toContain(PROMOTE);

      confirm.mockReturnValueOnce(true);
      fireEvent.click(promote);
      const done = await screen.findByText(
        'news: версия 1.1.0-b2 е вече стабилната за всички посетители.',
      );
      expect(done.closest('[tabindex="-1"]')).toBe(document.activeElement);
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Повиши канарчето на news' })).toBeNull(),
      );
      expect(calls(stub)).toEqual([STATUS, PROMOTE, STATUS]);
    });

    it('explains a 409: the canary was already promoted or aborted', async () => {
      const stub = routeFetch({
        [STATUS]: () => ok(),
        [ABORT]: () => ({
          status: 409,
          body: { error: { code: 'no_canary', message: 'no canary is running' } },
        }),
      });
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
      render(withSession(<ReleasesTab />));
      fireEvent.click(await screen.findByRole('button', { name: 'Прекрати канарчето на news' }));
      expect(confirm).toHaveBeenCalledWith(
        'Да се прекрати ли канарчето 1.1.0-b2 на news? Всички посетители ще получат стабилната версия 1.0.0-a1.',
      );
      const alert = await screen.findByRole('alert');
      expect(read(alert)).toBe(
        'Канарчето на news не може да бъде прекратено: то вече не тече — междувременно е ' +
          'повишено или прекратено (може би автоматично). Показано е текущото състояние.',
      );
      await waitFor(() => expect(calls(stub)).toEqual([STATUS, ABORT, STATUS]));
    });
  });
});
