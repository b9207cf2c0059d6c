import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useUiStore } from '../../shared/uiStore';
import { Header } from './Header';

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

function dropdownOf(label: string): HTMLElement {
  const link = screen.getAllByRole('link', { name: label })[0];
  const item = link?.closest('li');
  const list = item?.querySelector('ul');
  if (!item || !list) throw new Error(`no dropdown for ${label}`);
  return list;
}

beforeEach(() => {
  jest.useFakeTimers();
  useUiStore.setState({ dropdown: null, mobileMenuOpen: false, mobileSection: null });
});
afterEach(() => jest.useRealTimers());

test('a dropdown opens on hover and closes 2 s after the pointer leaves', () => {
  renderHeader();
  const markets = dropdownOf('Mercati');
  expect(markets.hidden).toBe(true);
  fireEvent.mouseEnter(markets.closest('li')!);
  expect(markets.hidden).toBe(false);
  fireEvent.mouseLeave(markets.closest('li')!);
  act(() => jest.advanceTimersByTime(1999));
  expect(markets.hidden).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(markets.hidden).toBe(true);
});

test('re-entering before the delay keeps the dropdown open', () => {
  renderHeader();
  const markets = dropdownOf('Mercati');
  fireEvent.mouseEnter(markets.closest('li')!);
  fireEvent.mouseLeave(markets.closest('li')!);
  act(() => jest.advanceTimersByTime(1500));
  fireEvent.mouseEnter(markets.closest('li')!);
  act(() => jest.advanceTimersByTime(5000));
  expect(markets.hidden).toBe(false);
});

test('rows one and two are mutually exclusive', () => {
  renderHeader();
  const markets = dropdownOf('Mercati');
  const investors = dropdownOf('Investitori');
  fireEvent.mouseEnter(markets.closest('li')!);
  fireEvent.mouseEnter(investors.closest('li')!);
  expect(investors.hidden).toBe(false);
  expect(markets.hidden).toBe(true);
});

test('the dropdown lists the section sub-pages and its footer link', () => {
  renderHeader();
  const contacts = dropdownOf('Contatti');
  fireEvent.mouseEnter(contacts.closest('li')!);
  const links = Array.from(contacts.querySelectorAll('a')).map((a) => a.getAttribute('href'));
  expect(links).toEqual([
    '/contacts/sales-department',
    '/contacts/supply-chains',
    '/contacts/other-contacts',
    '/contacts/factory-location',
  ]);
});

test('the search icon opens the search overlay state', () => {
  renderHeader();
  fireEvent.click(screen.getByRole('button', { name: 'Cerca nel sito' }));
  expect(useUiStore.getState().searchOpen).toBe(true);
});
