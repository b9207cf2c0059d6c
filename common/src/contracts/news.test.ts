import { NEWS_ADMIN_API, NEWS_API, NEWS_SLUG_PATTERN } from './news';

describe('news contract', () => {
  it('accepts the slugs it builds article paths for, and nothing that could leave the path', () => {
    for (const slug of ['a', 'nuova-linea-2025', 'x'.repeat(200)]) {
      expect(NEWS_SLUG_PATTERN.test(slug)).toBe(true);
      expect(NEWS_API.article(slug)).toBe(`/api/news/${slug}`);
      expect(NEWS_ADMIN_API.update(slug)).toBe(`/api/news/update/${slug}`);
    }
    for (const bad of ['', 'A', 'a_b', 'a b', 'a/b', '..', '../x', 'x'.repeat(201)]) {
      expect(NEWS_SLUG_PATTERN.test(bad)).toBe(false);
    }
  });
});
