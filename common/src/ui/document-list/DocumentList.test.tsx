import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../media-query/testing';
import { DocumentList, type DocumentListItem } from './DocumentList';

const DOCUMENTS: DocumentListItem[] = [
  {
    name: 'Presentazione 2019',
    href: '/static/files/presentazione-2019.pdf',
    thumbnail: '/assets/presentazione-2019.svg',
    format: 'PDF',
    date: '2019-05-16',
  },
  {
    name: 'Relazione sulla gestione 2016',
    href: '/static/files/relazione-2016.docx',
    format: 'DOCX',
  },
];

const list = () => screen.getByRole('list', { name: 'Documenti' });
const layoutButton = (name: string) => screen.getByRole('button', { name });

describe('DocumentList', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; some tests add it.
    delete window.matchMedia;
  });

  it('shows covers with name, date and format; each entry opens its file in a new tab', () => {
    render(<DocumentList label="Documenti" documents={DOCUMENTS} />);
    const links = within(list()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/static/files/presentazione-2019.pdf',
      '/static/files/relazione-2016.docx',
    ]);
    links.forEach((link) => expect(link.getAttribute('target')).toBe('_blank'));
    expect(links[0]?.textContent).toContain('Presentazione 2019');
    expect(links[0]?.textContent).toContain('16 mag 2019 · PDF');
    expect(links[0]?.textContent).toContain('si apre in una nuova scheda');
    // The first has a cover picture; the second, without one, a format tile.
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/assets/presentazione-2019.svg',
    );
    expect(links[1]?.querySelector('img')).toBeNull();
    expect(layoutButton('Miniature').getAttribute('aria-pressed')).toBe('true');
  });

  it('switches to the list layout and back', () => {
    render(<DocumentList label="Documenti" documents={DOCUMENTS} />);
    fireEvent.click(layoutButton('Elenco'));
    expect(list().getAttribute('data-layout')).toBe('list');
    expect(list().querySelector('img')).toBeNull();
    expect(layoutButton('Elenco').getAttribute('aria-pressed')).toBe('true');
    expect(layoutButton('Miniature').getAttribute('aria-pressed')).toBe('false');
    expect(within(list()).getAllByRole('link')[1]?.textContent).toContain(
      'Relazione sulla gestione 2016',
    );
    fireEvent.click(layoutButton('Miniature'));
    expect(list().getAttribute('data-layout')).toBe('thumbnails');
    expect(list().querySelectorAll('img')).toHaveLength(1);
  });

  it('starts in its narrow-screen layout under 1000 px until the visitor chooses', () => {
    const media = mockMatchMedia(true);
    render(<DocumentList label="Documenti" documents={DOCUMENTS} narrowScreenLayout="list" />);
    expect(list().getAttribute('data-layout')).toBe('list');
    act(() => media.set(false));
    expect(list().getAttribute('data-layout')).toBe('thumbnails');
    act(() => media.set(true));
    fireEvent.click(layoutButton('Miniature'));
    expect(list().getAttribute('data-layout')).toBe('thumbnails');
  });

  it('keeps its default layout on narrow screens when it has no narrow-screen layout', () => {
    mockMatchMedia(true);
    render(<DocumentList label="Documenti" documents={DOCUMENTS} />);
    expect(list().getAttribute('data-layout')).toBe('thumbnails');
  });

  it('can be a plain list without the switch', () => {
    render(
      <DocumentList label="Documenti" documents={DOCUMENTS} defaultLayout="list" toggle={false} />,
    );
    expect(list().getAttribute('data-layout')).toBe('list');
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });
});
