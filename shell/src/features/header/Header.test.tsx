import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mergeMenus, type MenuContribution } from '@alu/common';
import { SiteMenusContext } from '../../shared/siteMenus';
import { useUiStore } from '../../shared/uiStore';
import { Header } from './Header';

const link = (name: string, url: string) => ({ name, url });

/** Two remotes' parts of the menus, in registry order. */
const corporate: MenuContribution = {
  menus: [
    {
      id: 'markets',
      label: 'Mercati',
      url: '/markets/packaging',
      links: [link('Automotive', '/markets/automotive'), link('Imballaggio', '/markets/packaging')],
      header: { bar: 'main', order: 10 },
    },
    {
      id: 'about',
      label: 'Su di noi',
      url: '/about-the-company/about-us',
      links: [link('Chi siamo', '/about-the-company/about-us')],
      header: { bar: 'top', order: 20 },
    },
  ],
};
const others: MenuContribution = {
  menus: [
    {
      id: 'contacts',
      label: 'Contatti',
      url: '/contacts/sales-department',
      links: [
        link('Ufficio vendite', '/contacts/sales-department'),
        link('Ufficio acquisti', '/contacts/supply-chains'),
        link('Altri contatti', '/contacts/other-contacts'),
      ],
      footerLink: link('Ubicazione', '/contacts/factory-location'),
      header: { bar: 'main', order: 40 },
    },
    {
      id: 'investors',
      label: 'Investitori',
      url: '/investors/management',
      links: [link('Dirigenza', '/investors/management')],
      header: { bar: 'top', order: 30 },
    },
    {
      id: 'news',
      label: 'Notizie',
      url: '/news',
      links: [link('Ultime notizie', '/news')],
      header: { bar: 'top', order: 10, plain: true },
    },
  ],
};

function renderHeader() {
  return render(
    <SiteMenusContext.Provider value={mergeMenus([corporate, others])}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </SiteMenusContext.Provider>,
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

test('a click after the hover that opened a dropdown keeps it open; a second click closes it', () => {
  renderHeader();
  const language = screen.getByRole('button', { name: 'Lingua' });
  const item = language.closest('li')!;
  const list = item.querySelector('ul')!;
  fireEvent.mouseEnter(item);
  fireEvent.click(language);
  expect(list.hidden).toBe(false);
  expect(language.getAttribute('aria-expanded')).toBe('true');
  // Clicked open: leaving with the pointer does not close it.
  fireEvent.mouseLeave(item);
  act(() => jest.advanceTimersByTime(5000));
  expect(list.hidden).toBe(false);
  fireEvent.click(language);
  expect(list.hidden).toBe(true);
});

test('a click (touch or keyboard, no hover) opens a dropdown and a second one closes it', () => {
  renderHeader();
  const follow = screen.getByRole('button', { name: 'Seguici' });
  const list = follow.closest('li')!.querySelector('ul')!;
  fireEvent.click(follow);
  expect(list.hidden).toBe(false);
  fireEvent.click(follow);
  expect(list.hidden).toBe(true);
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

test('shows the sections the remotes contribute, each bar in its order', () => {
  renderHeader();
  const top = within(screen.getByRole('navigation', { name: 'Menu secondario' }));
  const main = within(screen.getByRole('navigation', { name: 'Menu principale' }));
  const sectionLabels = (bar: typeof top) =>
    bar
      .getAllByRole('link')
      .filter((element) => element.closest('ul ul') === null)
      .map((element) => element.textContent);
  expect(sectionLabels(top)).toEqual(['Notizie', 'Su di noi', 'Investitori']);
  expect(sectionLabels(main)).toEqual(['Home', 'Mercati', 'Contatti']);
  // A plain entry is a link without a dropdown.
  expect(top.getByRole('link', { name: 'Notizie' }).closest('li')?.querySelector('ul')).toBeNull();
});

test('the search icon opens the search overlay state', () => {
  renderHeader();
  fireEvent.click(screen.getByRole('button', { name: 'Cerca nel sito' }));
  expect(useUiStore.getState().searchOpen).toBe(true);
});
