import { NewsAnswers, type NewsRead } from './newsAnswers';

const reading =
  (value: unknown, status = 200): NewsRead =>
  async () => ({ status, value });

describe('NewsAnswers', () => {
  it('gives a URL the answer it was given while that answer is cached', async () => {
    const answers = new NewsAnswers(60_000);
    const latest = await answers.get('latest', reading([{ url: 'a' }]));
    answers.answered('/api/news/latest', 'latest', '/api/news/latest');
    answers.answered('/api/news/latest?from=home', 'latest', '/api/news/latest');

    expect(answers.cachedFor('/api/news/latest')?.answer).toBe(latest);
    expect(answers.cachedFor('/api/news/latest?from=home')?.answer).toBe(latest);
    expect(JSON.parse(latest.body.toString('utf8'))).toEqual([{ url: 'a' }]);
    expect(answers.cachedFor('/api/news')).toBeUndefined();
  });

  it('gives a URL nothing after a write, and the new answer once it is read again', async () => {
    const answers = new NewsAnswers(60_000);
    await answers.get('latest', reading(['before']));
    answers.answered('/api/news/latest', 'latest', '/api/news/latest');
    answers.invalidate();
    expect(answers.cachedFor('/api/news/latest')).toBeUndefined();

    const after = await answers.get('latest', reading(['after']));
    expect(answers.cachedFor('/api/news/latest')?.answer).toBe(after);
  });

  it('gives a URL nothing once its answer expired', async () => {
    const answers = new NewsAnswers(30);
    await answers.get('latest', reading([]));
    answers.answered('/api/news/latest', 'latest', '/api/news/latest');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(answers.cachedFor('/api/news/latest')).toBeUndefined();
  });

  it('remembers long URLs within a bound, forgetting the oldest', async () => {
    const answers = new NewsAnswers(60_000);
    const latest = await answers.get('latest', reading([]));
    const long = (letter: string) => `/api/news/latest?${letter.repeat(150_000)}`;
    answers.answered(long('a'), 'latest', '/api/news/latest');
    expect(answers.cachedFor(long('a'))?.answer).toBe(latest);
    answers.answered(long('b'), 'latest', '/api/news/latest');
    expect(answers.cachedFor(long('b'))?.answer).toBe(latest);
    expect(answers.cachedFor(long('a'))).toBeUndefined();
  });

  it('keeps nothing with the cache off', async () => {
    const answers = new NewsAnswers(0);
    await answers.get('latest', reading([]));
    answers.answered('/api/news/latest', 'latest', '/api/news/latest');
    expect(answers.cachedFor('/api/news/latest')).toBeUndefined();
  });
});
