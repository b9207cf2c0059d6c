import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Career } from '@alu/common';
import { routeFetch, TEST_TOKEN, withSession, setUpAdminTests } from '../../shared/testing';
import {
  canSubmitCareer,
  careerDraft,
  endsBeforeStart,
  toCareerInput,
  withLanguage,
} from './careerDraft';
import { richTextFromHtml } from '../../shared/rich-text';
import { CareersTab } from './CareersTab';

const career = (id: string, startDate: string, endDate: string): Career => ({
  _id: id,
  title: `Posizione ${id}`,
  startDate,
  endDate,
  responsibilities: '<p>Compiti</p>',
  requirements: '',
  additional: '',
});

describe('CareersTab', () => {
  setUpAdminTests({ dialog: true });

  it('lists every vacancy (with the token) and shows the eye on the visible ones only', async () => {
    const fetchStub = routeFetch({
      'GET /api/careers?limit=30': () => ({
        status: 200,
        body: {
          items: [
            career('future', '2026-04-01', '2026-04-30'),
            career('today', '2026-03-15', '2026-03-15'),
            career('past', '2026-01-01', '2026-03-14'),
          ],
          nextCursor: null,
        },
      }),
    });
    render(
      withSession(
        <CareersTab creating={false} onCreateClosed={() => undefined} today="2026-03-15" />,
      ),
    );
    const list = await screen.findByRole('list', { name: 'Кариери' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((row) => within(row).queryByRole('img', { name: 'Видима в сайта' }) !== null),
    ).toEqual([false, true, false]);
    expect(rows[0]?.textContent).toContain('1.04.2026 г. – 30.04.2026 г.');
    const [, init] = fetchStub.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('asks before dropping changes, by the Cancel button or the dialog’s own close', async () => {
    routeFetch({
      'GET /api/careers?limit=30': () => ({
        status: 200,
        body: { items: [career('a', '2026-03-01', '2026-03-31')], nextCursor: null },
      }),
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    render(withSession(<CareersTab creating={false} onCreateClosed={() => undefined} />));
    const open = async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: /^1\.03\.2026 г\..*Posizione a$/ }),
      );
      return screen.findByRole('dialog', { name: 'Редактиране на обява' });
    };

    // Unchanged: it closes without a question.
    fireEvent.click(within(await open()).getByRole('button', { name: 'Затвори' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();

    // The list loads again after a close.
    await waitFor(() => expect(screen.queryByText('Зареждане…')).toBeNull());
    // Changed: both ways ask, a "no" keeps the text, a "yes" closes.
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Начална дата (ДД-ММ-ГГГГ)'), {
      target: { value: '02-03-2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказ' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Затвори' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenCalledWith('Има незапазени промени. Да бъдат ли изоставени?');
    expect(within(dialog).getByLabelText('Начална дата (ДД-ММ-ГГГГ)')).toHaveProperty(
      'value',
      '02-03-2026',
    );
    confirm.mockReturnValue(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the form with the vacancy’s fields when a row is clicked', async () => {
    routeFetch({
      'GET /api/careers?limit=30': () => ({
        status: 200,
        body: { items: [career('a', '2026-03-01', '2026-03-31')], nextCursor: null },
      }),
    });
    render(withSession(<CareersTab creating={false} onCreateClosed={() => undefined} />));
    fireEvent.click(await screen.findByRole('button', { name: /^1\.03\.2026 г\..*Posizione a$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Редактиране на обява' });
    expect(within(dialog).getByLabelText('Начална дата (ДД-ММ-ГГГГ)')).toHaveProperty(
      'value',
      '01-03-2026',
    );
    expect(within(dialog).getByLabelText('Крайна дата (ДД-ММ-ГГГГ)')).toHaveProperty(
      'value',
      '31-03-2026',
    );
    expect(within(dialog).getByText('Compiti')).toBeTruthy();
  });

  it('enables the career form with the Italian title and two real dates only', () => {
    const draft = withLanguage(
      { ...careerDraft(), startDate: '01-03-2026', endDate: '31-03-2026' },
      'it',
      { title: 'Saldatore' },
    );
    expect(canSubmitCareer(draft)).toBe(true);
    expect(canSubmitCareer(withLanguage(draft, 'it', { title: ' ' }))).toBe(false);
    expect(canSubmitCareer(withLanguage(draft, 'it', { title: '' }))).toBe(false);
    expect(canSubmitCareer({ ...draft, endDate: '' })).toBe(false);
    expect(canSubmitCareer({ ...draft, startDate: '31-02-2026' })).toBe(false);
    // The API refuses a vacancy that ends before it starts: the form says so first.
    const reversed = { ...draft, startDate: '31-03-2026', endDate: '01-03-2026' };
    expect(endsBeforeStart(reversed)).toBe(true);
    expect(canSubmitCareer(reversed)).toBe(false);
    expect(endsBeforeStart(draft)).toBe(false);
  });

  it('sends every language, and refuses one written without its title', () => {
    const draft = withLanguage(
      { ...careerDraft(), startDate: '01-03-2026', endDate: '31-03-2026' },
      'it',
      { title: 'Saldatore' },
    );
    const englishText = withLanguage(draft, 'en', {
      texts: { ...draft.languages.en.texts, requirements: richTextFromHtml('<p>Welding</p>') },
    });
    expect(canSubmitCareer(englishText)).toBe(false);
    const english = withLanguage(englishText, 'en', { title: ' Welder ' });
    expect(canSubmitCareer(english)).toBe(true);
    const input = toCareerInput(english);
    expect(input.title).toBe('Saldatore');
    expect(input.translations?.en).toEqual({
      title: 'Welder',
      responsibilities: '',
      requirements: '<p>Welding</p>',
      additional: '',
    });
    expect(input.translations?.bg?.title).toBe('');
  });

  it('opens a vacancy’s other languages under their buttons, marking the written ones', async () => {
    routeFetch({
      'GET /api/careers?limit=30': () => ({
        status: 200,
        body: {
          nextCursor: null,
          items: [
            {
              ...career('a', '2026-03-01', '2026-03-31'),
              translations: {
                en: {
                  title: 'Position a',
                  responsibilities: '<p>Duties</p>',
                  requirements: '',
                  additional: '',
                },
              },
            },
          ],
        },
      }),
    });
    render(withSession(<CareersTab creating={false} onCreateClosed={() => undefined} />));
    fireEvent.click(await screen.findByRole('button', { name: /^1\.03\.2026 г\..*Posizione a$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Редактиране на обява' });
    expect(within(dialog).getByRole('button', { name: /^EN ?, попълнен$/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'BG' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^EN ?, попълнен$/ }));
    expect(within(dialog).getByLabelText('Позиция (EN)')).toHaveProperty('value', 'Position a');
    expect(within(dialog).getByText('Duties')).toBeTruthy();
  });
});
