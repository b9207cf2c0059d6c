import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockMatchMedia } from '../media-query/testing';
import { SideMenu, type SideMenuItem } from './SideMenu';

function renderMenu(items: readonly SideMenuItem[]) {
  return render(
    <MemoryRouter>
      <SideMenu label="Sezioni delle notizie" items={items} />
    </MemoryRouter>,
  );
}

function modeItems(onSelect: (mode: string) => void, active = 'latest'): SideMenuItem[] {
  return [
    {
      key: 'latest',
      label: 'Ultime notizie',
      active: active === 'latest',
      onSelect: () => onSelect('latest'),
    },
    {
      key: 'media',
      label: 'Cosa dicono di noi',
      active: active === 'media',
      onSelect: () => onSelect('media'),
    },
  ];
}

describe('SideMenu', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; the tests add and remove it.
    delete window.matchMedia;
  });

  it('is a labelled vertical list on wide screens, marking the current item', () => {
    mockMatchMedia(false);
    const onSelect = jest.fn();
    renderMenu(modeItems(onSelect));
    const nav = screen.getByRole('navigation', { name: 'Sezioni delle notizie' });
    expect(nav).toBeTruthy();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
    const latest = screen.getByRole('button', { name: 'Ultime notizie' });
    expect(latest.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cosa dicono di noi' }));
    expect(onSelect).toHaveBeenCalledWith('media');
  });

  it('renders links for items with a destination', () => {
    mockMatchMedia(false);
    renderMenu([
      { key: 'environment', label: 'Ambiente', to: '/sustainability/environment', active: true },
      { key: 'safety', label: 'Salute e sicurezza', to: '/sustainability/health-and-safety' },
    ]);
    const current = screen.getByRole('link', { name: 'Ambiente' });
    expect(current.getAttribute('href')).toBe('/sustainability/environment');
    expect(current.getAttribute('aria-current')).toBe('page');
    const other = screen.getByRole('link', { name: 'Salute e sicurezza' });
    expect(other.getAttribute('aria-current')).toBeNull();
  });

  it('collapses into a toggle on narrow screens that opens, closes and closes on choosing', () => {
    mockMatchMedia(true);
    const onSelect = jest.fn();
    renderMenu(modeItems(onSelect, 'media'));
    const toggle = screen.getByRole('button', { name: 'Cosa dicono di noi', expanded: false });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(list?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hidden).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);

    fireEvent.click(toggle);
    const choice = list?.querySelector('button');
    expect(choice?.textContent).toBe('Ultime notizie');
    fireEvent.click(choice!);
    expect(onSelect).toHaveBeenCalledWith('latest');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes with Escape and with a click outside, returning the focus to the toggle', () => {
    mockMatchMedia(true);
    renderMenu(modeItems(jest.fn()));
    const toggle = screen.getByRole('button', { expanded: false });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.mouseDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches layout when the window crosses the breakpoint', () => {
    const media = mockMatchMedia(false);
    renderMenu(modeItems(jest.fn()));
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
    act(() => media.set(true));
    expect(screen.getByRole('button', { expanded: false }).textContent).toBe('Ultime notizie');
  });

  it('can name its collapsed button with a fixed label', () => {
    mockMatchMedia(true);
    render(
      <MemoryRouter>
        <SideMenu
          label="Prodotti della categoria"
          collapsedLabel="Tutti i prodotti"
          items={[
            { key: 'a', label: 'Foglio per uso domestico', to: '/a', active: true },
            { key: 'b', label: 'Finstock', to: '/b' },
          ]}
        />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: 'Tutti i prodotti', expanded: false });
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Foglio per uso domestico' })).toBeTruthy();
  });
});
