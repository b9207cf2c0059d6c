import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NewsItem } from '@alu/common';
import { calls, routeFetch, TEST_TOKEN, withSession, setUpAdminTests } from '../../shared/testing';
import { DELETE_NEWS_CONFIRMATION, NewsTab, rowTitle } from './NewsTab';

const blank = { title: '', contentOne: '', contentTwo: '' };
function item(
  id: string,
  titles: Partial<Record<'bg' | 'en' | 'de' | 'it', string>>,
  media = false,
): NewsItem {
  return {
    _id: id,
    url: `notizia-${id}`,
    date: '2026-03-15',
    cover: `${id}.jpg`,
    gallery: [],
    isMediaNews: media,
    content: {
      bg: { ...blank, title: titles.bg ?? '' },
      en: { ...blank, title: titles.en ?? '' },
      de: { ...blank, title: titles.de ?? '' },
      it: { ...blank, title: titles.it ?? '' },
    },
  };
}

describe('NewsTab', () => {
  setUpAdminTests({ dialog: true });

  it('names a row by the first non-empty title in the order bg, en, de, it', () => {
    expect(rowTitle(item('a', { it: 'Italiano', de: 'Deutsch' }))).toBe('Deutsch');
    expect(rowTitle(item('b', { it: 'Italiano', bg: 'Български' }))).toBe('Български');
    expect(rowTitle(item('c', { it: 'Italiano' }))).toBe('Italiano');
  });

  it('lists the news or the media items with their date', async () => {
    routeFetch({
      'GET /api/news': () => ({
        status: 200,
        body: [
          item('a', { en: 'Company news', it: 'Notizie' }),
          item('b', { it: 'Rassegna' }, true),
        ],
      }),
    });
    const { unmount } = render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    const list = await screen.findByRole('list', { name: 'Новини' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['15.03.2026Company news']);
    unmount();
    render(withSession(<NewsTab media creating={false} onCreateClosed={() => undefined} />));
    const media = await screen.findByRole('list', { name: 'Медиите за нас' });
    expect(within(media).getByText('Rassegna')).toBeTruthy();
  });

  it('marks the items visitors do not see: those without an Italian title', async () => {
    routeFetch({
      'GET /api/news': () => ({
        status: 200,
        body: [item('a', { de: 'Nur Deutsch', en: 'English too' }), item('b', { it: 'Pubblica' })],
      }),
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
      'GET /api/news': () => ({ status: 200, body: items }),
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
    routeFetch({
      'GET /api/news': () => ({
        status: 200,
        body: [item('a', { en: 'Editable', it: 'Modificabile' })],
      }),
    });
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^15\.03\.2026\s*Editable$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Редактиране на публикация' });
    expect(within(dialog).getByLabelText('Адрес')).toHaveProperty('disabled', true);
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
      'GET /api/news': () => (fail ? { status: 500, body: {} } : { status: 200, body: [] }),
    });
    render(
      withSession(<NewsTab media={false} creating={false} onCreateClosed={() => undefined} />),
    );
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Опитай отново' }));
    await waitFor(() => expect(screen.getByText('Няма публикации.')).toBeTruthy());
  });
});
