import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installHostFederation } from '../remotes/hostFederation';
import { RemoteSlot } from './RemoteSlot';

/** A controllable IntersectionObserver: `reveal()` reports every observed element visible. */
function mockIntersectionObserver() {
  const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {
      observed.length = 0;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: FakeObserver,
  });
  return {
    observed,
    reveal() {
      for (const { element, callback } of [...observed]) {
        const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
  };
}

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

  it('tells the host which module failed, loading or rendering, so it counts it', async () => {
    function Broken(): JSX.Element {
      throw new TypeError('strip is broken');
    }
    const onSlotError = jest.fn();
    installHostFederation({
      loadModule: (id) =>
        id === 'news/LatestNewsStrip'
          ? Promise.resolve({ default: Broken })
          : Promise.reject(new Error('remote down')),
      registry: () => Promise.resolve([]),
      onSlotError,
    });
    render(
      <main>
        <h1>Home</h1>
        <RemoteSlot module="news/LatestNewsStrip" fallback={<p>no news</p>} />
        <RemoteSlot module="products/Teaser" />
      </main>,
    );
    expect(await screen.findByText('no news')).toBeTruthy();
    await waitFor(() => expect(onSlotError).toHaveBeenCalledTimes(2));
    expect(onSlotError).toHaveBeenCalledWith('news/LatestNewsStrip', expect.any(TypeError));
    expect(onSlotError).toHaveBeenCalledWith('products/Teaser', new Error('remote down'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  describe("hydrate='visible'", () => {
    it('fetches the module only once the slot nears the viewport', async () => {
      const viewport = mockIntersectionObserver();
      const loadModule = jest.fn().mockResolvedValue({ default: Strip });
      installHostFederation({ loadModule, registry: () => Promise.resolve([]) });
      render(<RemoteSlot module="news/LatestNewsStrip" hydrate="visible" loading={<p>…</p>} />);
      await act(() => Promise.resolve());
      expect(loadModule).not.toHaveBeenCalled();
      expect(viewport.observed).toHaveLength(1);
      act(() => viewport.reveal());
      expect(await screen.findByText('strip from the news remote')).toBeTruthy();
      expect(loadModule).toHaveBeenCalledWith('news/LatestNewsStrip');
    });

    it('keeps the server’s HTML while waiting, then hydrates it without a mismatch', async () => {
      const viewport = mockIntersectionObserver();
      const module = { default: Strip };
      // The server has the module at hand…
      installHostFederation({
        loadModule: () => Promise.resolve(module),
        loadedModule: () => module,
        registry: () => Promise.resolve([]),
      });
      const element = (
        <main>
          <h1>Home</h1>
          <RemoteSlot module="news/LatestNewsStrip" hydrate="visible" loading={<p>…</p>} />
        </main>
      );
      const html = renderToString(element);
      // …the browser has not loaded it yet.
      const loadModule = jest.fn().mockResolvedValue(module);
      installHostFederation({ loadModule, registry: () => Promise.resolve([]) });
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const serverMarkup = container.innerHTML;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      act(() => {
        hydrateRoot(container, element);
      });
      await act(() => Promise.resolve());
      expect(loadModule).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(serverMarkup);
      await act(async () => {
        viewport.reveal();
        await Promise.resolve();
      });
      await waitFor(() => expect(loadModule).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(container.innerHTML).toBe(serverMarkup));
      expect(errors).not.toHaveBeenCalled();
      container.remove();
    });
  });
});
