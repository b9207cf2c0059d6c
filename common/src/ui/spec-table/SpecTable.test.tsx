import { render, screen, within } from '@testing-library/react';
import { SpecTable } from './SpecTable';

describe('SpecTable', () => {
  it('names the table by its caption and heads each row with its first cell', () => {
    render(
      <SpecTable
        caption="Presse"
        head={['', '600 t', '2500 t']}
        rows={[
          ['Diametro billetta', '4"', '8"'],
          ['Spessore minimo', '0,8 mm', '1,5 mm'],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Presse' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', '600 t', '2500 t']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Diametro billetta', 'Spessore minimo']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['4"', '8"', '0,8 mm', '1,5 mm']);
    // The scroll container is reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Presse' }).tabIndex).toBe(0);
  });
});
