import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LinkList } from './LinkList';

describe('LinkList', () => {
  it('renders one list item with a link per entry, then its children, with the list attributes', () => {
    render(
      <MemoryRouter>
        <LinkList
          aria-label="Azienda"
          linkClassName="link"
          links={[
            { name: 'Chi siamo', url: '/about-the-company/about-us' },
            { name: 'Storia', url: '/about-the-company/timeline' },
          ]}
        >
          <li>In fondo</li>
        </LinkList>
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Azienda' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Chi siamo', 'Storia', 'In fondo']);
    const link = within(list).getByRole('link', { name: 'Storia' });
    expect(link.getAttribute('href')).toBe('/about-the-company/timeline');
    expect(link.className).toBe('link');
  });
});
