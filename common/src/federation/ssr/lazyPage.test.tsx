import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazyPage';

function Company() {
  return <h1>Chi siamo</h1>;
}

describe('lazyPage', () => {
  it('suspends until its code arrives when it was not preloaded', async () => {
    const Page = lazyPage('page-company', () => Promise.resolve(Company));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Chi siamo' })).toBeTruthy();
  });

  it('renders at once after preload, as hydration needs', async () => {
    const load = jest.fn(() => Promise.resolve(Company));
    const Page = lazyPage('page-company', load);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Chi siamo' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = jest
      .fn<Promise<typeof Company>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Company);
    const Page = lazyPage('page-company', load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
