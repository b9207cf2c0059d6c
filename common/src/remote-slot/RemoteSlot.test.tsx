import { render, screen, waitFor } from '@testing-library/react';
import { installHostFederation } from '../federation/hostFederation';
import { RemoteSlot } from './RemoteSlot';

function Strip() {
  return <p>strip from the news remote</p>;
}

describe('RemoteSlot', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the default export of the module the host loads', async () => {
    const loadModule = jest.fn().mockResolvedValue({ default: Strip });
    installHostFederation({ loadModule, registry: () => Promise.resolve([]) });
    render(<RemoteSlot module="news/LatestNewsStrip" />);
    expect(await screen.findByText('strip from the news remote')).toBeTruthy();
    expect(loadModule).toHaveBeenCalledWith('news/LatestNewsStrip');
  });

  it('shows the fallback and reports when the remote is unavailable', async () => {
    installHostFederation({
      loadModule: () => Promise.reject(new Error('remote down')),
      registry: () => Promise.resolve([]),
    });
    render(
      <main>
        <h1>Home</h1>
        <RemoteSlot module="news/LatestNewsStrip" fallback={<p>no news</p>} />
      </main>,
    );
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[RemoteSlot] news/LatestNewsStrip is unavailable',
        expect.any(Error),
      ),
    );
    expect(screen.getByText('no news')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('shows the fallback when the module has no component', async () => {
    installHostFederation({
      loadModule: () => Promise.resolve({ default: 42 }),
      registry: () => Promise.resolve([]),
    });
    const { container } = render(<RemoteSlot module="news/LatestNewsStrip" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});
