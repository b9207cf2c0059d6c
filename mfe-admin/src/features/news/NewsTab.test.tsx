import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminNewsItem, Publication } from '@alu/common';
import { calls, routeFetch, TEST_TOKEN, withSession, setUpAdminTests } from '../../shared/testing';
import { DELETE_NEWS_CONFIRMATION, NewsTab, rowTitle } from './NewsTab';

const blank = { title: '', contentOne: '', contentTwo: '' };
function item(
  id: string,
  titles: Partial<Record<'bg' | 'en' | 'de' | 'it', string>>,
  media = false,
  publication: Publication = { state: 'published', publishAt: '2026-03-15T08:00:00.000Z' },
): AdminNewsItem {
  return {
    publication,
    updatedAt: null,
    _id: id,
    url: `notizia-${id}`,
    date: '2026-03-15',
    cover: `${id}.jpg`,
    gallery: [],
    isMediaNews: media,
    alts: { [`${id}.jpg`]: { bg: 'Корица', en: 'Cover', de: 'Titelbild', it: 'Copertina' } },
    content: {
      bg: { ...blank, title: titles.bg ?? '' },
      en: { ...blank, title: titles.en ?? '' },
      de: { ...blank, title: titles.de ?? '' },
      it: { ...blank, title: titles.it ?? '' },
    },
  };
}

const NEWS_PAGE = 'GET /api/admin/news?limit=30&kind=news';
const MEDIA_PAGE = 'GET /api/admin/news?limit=30&kind=media';
const page = (items: AdminNewsItem[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor },
});

describe('NewsTab', () => {
  setUpAdminTests({ dialog: true });

  it('names a row by the first non-empty title in the order bg, en, de, it', () => {
    expect(rowTitle(item('a', { it: 'Italiano', de: 'Deutsch' }))).toBe('Deutsch');
    expect(rowTitle(item('b', { it: 'Italiano', bg: 'Български' }))).toBe('Български');
    expect(rowTitle(item('c', { it: 'Italiano' }))).toBe('Italiano');
  });

  it('lists the news or the media items with their date', async () => {
    routeFetch({
      [NEWS_PAGE]: () => page([item('a', { en: 'Company news', it: 'Notizie' })]),
      [MEDIA_PAGE]: () => page([item('b', { it: 'Rassegna' }, true)]),
    });
    const { unmount } = render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    const list = await screen.findByRole('list', { name: 'Новини' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^15\.03\.2026 г\.Company news/)]);
    unmount();
    render(withSession(<NewsTab media creating={false} onCreateClosed={() => undefined} />));
    const media = await screen.findByRole('list', { name: 'Медиите за нас' });
    expect(within(media).getByText('Rassegna')).toBeTruthy();
  });

  it('marks the items visitors do not see: those without an Italian title', async () => {
    routeFetch({
      [NEWS_PAGE]: () =>
        page([item('a', { de: 'Nur Deutsch', en: 'English too' }), item('b', { it: 'Pubblica' })]),
    });
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    const rows = within(await screen.findByRole('list', { name: 'Новини' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => within(row).queryByText(/Не се показва в сайта/) !== null)).toEqual([
      true,
      false,
    ]);
  });

  it('deletes an item only after the Bulgarian confirmation, then reloads the list', async () => {
    let items = [item('a', { en: 'To delete' })];
    const fetchStub = routeFetch({
      [NEWS_PAGE]: () => page(items),
      'DELETE /api/news/a': (init) => {
        expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
        items = [];
        return { status: 204 };
      },
    });
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    const remove = await screen.findByRole('button', { name: 'Изтрий „To delete“' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(DELETE_NEWS_CONFIRMATION);
    expect(calls(fetchStub)).not.toContain('DELETE /api/news/a');
    fireEvent.click(remove);
    expect(await screen.findByText('Няма публикации.')).toBeTruthy();
    expect(calls(fetchStub)).toContain('DELETE /api/news/a');
  });

  it('opens the edit form with the slug locked when a row is clicked', async () => {
    // The form is a chunk of its own, loaded when it first opens; loading its modules here
    // keeps a busy machine's first require of them out of the wait for the form.
    await import('./NewsForm');
    routeFetch({
      [NEWS_PAGE]: () => page([item('a', { en: 'Editable', it: 'Modificabile' })]),
    });
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^15\.03\.2026 г\.\s*Editable/ }));
    const dialog = screen.getByRole('dialog', { name: 'Редактиране на публикация' });
    // The form loads when it first opens.
    expect(await within(dialog).findByLabelText('Адрес')).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(dialog).getByLabelText('Заглавие (EN)')).toHaveProperty('value', 'Editable');
    expect(within(dialog).getByRole('button', { name: 'Запази' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    routeFetch({
      [NEWS_PAGE]: () => (fail ? { status: 500, body: {} } : page([])),
    });
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Опитай отново' }));
    await waitFor(() => expect(screen.getByText('Няма публикации.')).toBeTruthy());
  });

  it('shows each item’s state and languages, and links to its preview', async () => {
    const upcoming = item('s', { it: 'In arrivo', en: 'Coming' }, false, {
      state: 'scheduled',
      publishAt: '2026-12-01T07:00:00.000Z',
    });
    const scheduled: AdminNewsItem = {
      ...upcoming,
      content: { ...upcoming.content, it: { ...upcoming.content.it, contentOne: '<p>Testo</p>' } },
    };
    routeFetch({
      [NEWS_PAGE]: () =>
        page([scheduled, item('d', { it: 'Bozza' }, false, { state: 'draft', publishAt: null })]),
    });
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    const rows = within(await screen.findByRole('list', { name: 'Новини' })).getAllByRole(
      'listitem',
    );
    // 09:00 in Sofia (UTC+2 in December).
    expect(
      within(rows[0] as HTMLElement).getByText('Насрочена за 1.12.2026 г., 9:00'),
    ).toBeTruthy();
    expect(rows[0]?.textContent).toContain('IT: попълнен');
    expect(rows[0]?.textContent).toContain('EN: липсва заглавие или текст');
    expect(within(rows[1] as HTMLElement).getByText('Чернова')).toBeTruthy();
    const preview = within(rows[0] as HTMLElement).getByRole('link', {
      name: 'Преглед на „Coming“ (нов раздел)',
    });
    expect(preview.getAttribute('href')).toBe('/news/preview/s');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('asks the server for the chosen state, missing language and words, and for more', async () => {
    const stub = routeFetch({
      [NEWS_PAGE]: () => page([item('a', { it: 'Prima' })], 'next-1'),
      'GET /api/admin/news?limit=30&kind=news&cursor=next-1': () =>
        page([item('b', { it: 'Dopo' })]),
      'GET /api/admin/news?limit=30&state=draft&kind=news': () => page([]),
      'GET /api/admin/news?limit=30&state=draft&missing=de&kind=news': () => page([]),
      'GET /api/admin/news?limit=30&state=draft&missing=de&q=forno&kind=news': () =>
        page([item('f', { it: 'Forno' })]),
    });
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Покажи още' }));
    expect(await screen.findByText('Dopo')).toBeTruthy();
    expect(screen.getByText('Prima')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Състояние'), { target: { value: 'draft' } });
    expect(await screen.findByText('Няма публикации.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Липсващ език'), { target: { value: 'de' } });
    fireEvent.change(screen.getByLabelText('Търсене (заглавие или адрес)'), {
      target: { value: ' forno ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Търси' }));
    expect(await screen.findByText('Forno')).toBeTruthy();
    expect(calls(stub)).toHaveLength(5);
  });
});
