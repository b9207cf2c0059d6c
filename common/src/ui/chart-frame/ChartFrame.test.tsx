import { lazy } from 'react';
import { render, screen, within } from '@testing-library/react';
import { ChartFrame } from './ChartFrame';

const TABLE = { caption: 'Vendite', head: ['Paese', 'Quota'], rows: [['Italia', '12 %']] };

function Broken(): never {
  throw new Error('chart failed');
}

describe('ChartFrame', () => {
  it('shows the chart as a labelled picture and its data as a table', async () => {
    const Chart = lazy(async () => ({ default: () => <svg data-testid="chart-svg" /> }));
    render(
      <ChartFrame title="Vendite 2024" description="Vendite: grafico" table={TABLE} testId="box">
        <Chart />
      </ChartFrame>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Vendite 2024' })).toBeTruthy();
    const box = screen.getByRole('img', { name: 'Vendite: grafico' });
    expect(await within(box).findByTestId('chart-svg')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Vendite' }).textContent).toContain('Italia12 %');
  });

  it('shows the legend in the picture while the chart’s code is still on its way', () => {
    const Pending = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    render(
      <ChartFrame
        title="Vendite 2024"
        description="Vendite: grafico"
        table={TABLE}
        legend={<ul data-testid="legend" />}
      >
        <Pending />
      </ChartFrame>,
    );
    const picture = screen.getByRole('img', { name: 'Vendite: grafico' });
    expect(within(picture).getByTestId('legend')).toBeTruthy();
  });

  it('keeps a failing chart inside its box; the table stays', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ChartFrame title="Vendite 2024" description="Vendite: grafico" table={TABLE}>
        <Broken />
      </ChartFrame>,
    );
    expect(within(screen.getByRole('img')).getByText('Il grafico non è disponibile.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Vendite' })).toBeTruthy();
    jest.restoreAllMocks();
  });
});
