import * as contract from '@alu/common/contracts';
import { LANGUAGES, LATEST_NEWS_COUNT, NEWS_UPLOADS_PATH, NEWS_SLUG_PATTERN } from './newsContract';

describe('news constants of the API', () => {
  it('equal those of the shared wire contract', () => {
    expect(LANGUAGES).toEqual(contract.LANGUAGES);
    expect(LATEST_NEWS_COUNT).toBe(contract.LATEST_NEWS_COUNT);
    expect(NEWS_UPLOADS_PATH).toBe(contract.NEWS_UPLOADS_PATH);
  });

  it('accept the slugs the contract builds article paths for', () => {
    for (const slug of ['a', 'nuova-linea-2025', 'x'.repeat(200)]) {
      expect(NEWS_SLUG_PATTERN.test(slug)).toBe(true);
      expect(contract.NEWS_API.article(slug)).toBe(`/api/news/${slug}`);
    }
    for (const bad of ['', 'A', 'a_b', 'a b', 'a/b', '..', 'x'.repeat(201)]) {
      expect(NEWS_SLUG_PATTERN.test(bad)).toBe(false);
    }
  });
});
