import { render, screen } from '@testing-library/react';
import { createClientSsrStore } from './clientSsrStore';
import { SsrContext, type SsrSnapshot } from './ssrStore';
import { useApiResource, type ResourceLoader } from './useApiResource';

const URL = '/api/news';

function snapshotWith(data: SsrSnapshot['data']): SsrSnapshot {
  return { remote: 'news', page: 'list', data, modules: [], registry: [] };
}

function Titles({ load }: { readonly load: ResourceLoader<string[]> }) {
  const resource = useApiResource(URL, load, () => undefined);
  if (resource.status === 'loading') return <p>loading</p>;
  if (resource.status !== 'ready') return <p>{resource.status}</p>;
  return <p>{resource.data.join(', ')}</p>;
}

describe('useApiResource', () => {
  it('renders the server answer at once and does not ask the API again', () => {
    const load = jest.fn<Promise<string[] | null>, [string]>();
    const store = createClientSsrStore(
      snapshotWith({ [URL]: { status: 'ready', data: ['Nuova pressa', 'Fiera'] } }),
    );
    render(
      <SsrContext.Provider value={store}>
        <Titles load={load} />
      </SsrContext.Provider>,
    );
    expect(screen.getByText('Nuova pressa, Fiera')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the server not-found answer as such', () => {
    const store = createClientSsrStore(snapshotWith({ [URL]: { status: 'not-found' } }));
    render(
      <SsrContext.Provider value={store}>
        <Titles load={jest.fn()} />
      </SsrContext.Provider>,
    );
    expect(screen.getByText('not-found')).toBeTruthy();
  });

  it('loads afresh once the visitor has left the rendered location', async () => {
    const load = jest.fn().mockResolvedValue(['Ultima notizia']);
    const store = createClientSsrStore(
      snapshotWith({ [URL]: { status: 'ready', data: ['Vecchia notizia'] } }),
    );
    store.forget();
    render(
      <SsrContext.Provider value={store}>
        <Titles load={load} />
      </SsrContext.Provider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Ultima notizia')).toBeTruthy();
    expect(load).toHaveBeenCalledWith(URL, expect.any(AbortSignal));
  });
});
