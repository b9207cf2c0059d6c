import { render, screen, within } from '@testing-library/react';
import type { SalesDoughnutProps } from './SalesDoughnut';
import { KeyFigures } from './KeyFigures';
import { SALES_CHARTS } from './salesCharts.data';

const rendered: SalesDoughnutProps[] = [];
let failChart = false;

jest.mock('./SalesDoughnut', () => ({
  __esModule: true,
  default: (props: SalesDoughnutProps) => {
    if (failChart) throw new Error('chart failed');
    rendered.push(props);
    return <div data-testid="doughnut-stub">{props.chart.id}</div>;
  },
}));

describe('KeyFigures', () => {
  beforeEach(() => {
    rendered.length = 0;
    failChart = false;
  });

  it('shows the five figures in circles', async () => {
    render(<KeyFigures />);
    await screen.findAllByTestId('doughnut-stub');
    const figures = screen.getAllByTestId('key-figure').map((figure) => figure.textContent);
    expect(figures).toEqual([
      'Anno di fondazione1981',
      'Superficie totale370.000m²',
      'Dipendenti1315',
      'Fatturato 2024oltre168Mln\u00a0€',
      'Utilizzo della capacità produttiva95%',
    ]);
  });

  it('draws both charts in their own boxes with their own data', async () => {
    render(<KeyFigures />);
    const boxes = screen.getAllByTestId('sales-chart');
    expect(boxes.map((box) => box.getAttribute('data-chart-id'))).toEqual(
      SALES_CHARTS.map((chart) => chart.id),
    );
    expect(await screen.findAllByTestId('doughnut-stub')).toHaveLength(2);
    // The chart gets the data object itself, the same one the table is built from.
    expect(rendered.map((props) => props.chart)).toEqual(expect.arrayContaining([...SALES_CHARTS]));
    expect(rendered.every((props) => SALES_CHARTS.includes(props.chart))).toBe(true);
  });

  it('offers every value in a data table for screen readers', async () => {
    render(<KeyFigures />);
    await screen.findAllByTestId('doughnut-stub');
    const table = screen.getByRole('table', { name: /Vendite per paese nel 2024/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows[0]?.textContent).toBe('Germania18,8%');
    expect(rows[10]?.textContent).toBe('Altri paesi14,1%');
    const products = screen.getByRole('table', { name: /tipo di prodotto nel 2020/ });
    const productRows = within(products).getAllByRole('row');
    expect(productRows.map((row) => row.textContent)).toContain('Nastri11,19%');
  });

  it('keeps a failing chart inside its box; the tables stay', async () => {
    failChart = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<KeyFigures />);
    expect(await screen.findAllByText('Il grafico non è disponibile.')).toHaveLength(2);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    jest.restoreAllMocks();
  });
});
