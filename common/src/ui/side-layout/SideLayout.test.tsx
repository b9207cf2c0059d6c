import { render, screen } from '@testing-library/react';
import { SideLayout } from './SideLayout';

describe('SideLayout', () => {
  it('puts the side column before the content', () => {
    render(
      <SideLayout side={<nav aria-label="Sezioni">menu</nav>}>
        <h2>Contenuto</h2>
      </SideLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Sezioni' });
    const heading = screen.getByRole('heading', { name: 'Contenuto' });
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
