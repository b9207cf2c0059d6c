import { loadRegistry } from './remoteRegistry';

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  global.fetch = jest.fn();
});

test('a failed registry fetch is forgotten, so the next call asks again', async () => {
  const fetchMock = global.fetch as jest.Mock;
  fetchMock.mockReturnValueOnce(answer({ error: 'down' }, 503));
  await expect(loadRegistry()).rejects.toThrow('503');
  fetchMock.mockReturnValueOnce(
    answer({ remotes: [{ name: 'news', entry: 'http://localhost:3005/mf-manifest.json' }] }),
  );
  await expect(loadRegistry()).resolves.toEqual([
    { name: 'news', entry: 'http://localhost:3005/mf-manifest.json' },
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
