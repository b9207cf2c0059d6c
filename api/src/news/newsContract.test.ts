import * as contract from '@alu/common/contracts';
import {
  LANGUAGES,
  LATEST_NEWS_COUNT,
  NEWS_GALLERY_MAX_FILES,
  NEWS_IMAGE_EXTENSIONS,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_VARIANT_FORMATS,
  NEWS_IMAGE_VARIANT_WIDTHS,
  NEWS_RESERVED_SLUGS,
  NEWS_RICH_TEXT_MAX_LENGTH,
  NEWS_SLUG_PATTERN,
  NEWS_TITLE_MAX_LENGTH,
  NEWS_UPLOADS_PATH,
} from './newsContract';

describe('news constants of the API', () => {
  it('equal those of the shared wire contract', () => {
    expect(LANGUAGES).toEqual(contract.LANGUAGES);
    expect(LATEST_NEWS_COUNT).toBe(contract.LATEST_NEWS_COUNT);
    expect(NEWS_UPLOADS_PATH).toBe(contract.NEWS_UPLOADS_PATH);
    expect(NEWS_SLUG_PATTERN.source).toBe(contract.NEWS_SLUG_PATTERN.source);
    expect(NEWS_RESERVED_SLUGS).toEqual(contract.NEWS_RESERVED_SLUGS);
    expect(NEWS_TITLE_MAX_LENGTH).toBe(contract.NEWS_TITLE_MAX_LENGTH);
    expect(NEWS_RICH_TEXT_MAX_LENGTH).toBe(contract.NEWS_RICH_TEXT_MAX_LENGTH);
    expect(NEWS_GALLERY_MAX_FILES).toBe(contract.NEWS_GALLERY_MAX_FILES);
    expect(NEWS_IMAGE_EXTENSIONS).toEqual(contract.NEWS_IMAGE_EXTENSIONS);
    expect(NEWS_IMAGE_MAX_BYTES).toBe(contract.NEWS_IMAGE_MAX_BYTES);
    expect(NEWS_IMAGE_VARIANT_WIDTHS).toEqual(contract.NEWS_IMAGE_VARIANT_WIDTHS);
    expect(NEWS_IMAGE_VARIANT_FORMATS).toEqual(contract.NEWS_IMAGE_VARIANT_FORMATS);
  });

  it('accept the slugs the contract builds article paths for', () => {
    for (const slug of ['a', 'nuova-linea-2025', 'x'.repeat(200)]) {
      expect(NEWS_SLUG_PATTERN.test(slug)).toBe(true);
      expect(contract.NEWS_API.article(slug)).toBe(`/api/news/${slug}`);
      expect(contract.NEWS_ADMIN_API.update(slug)).toBe(`/api/news/update/${slug}`);
      expect(contract.NEWS_ADMIN_API.updateTexts(slug)).toBe(`/api/news/updateTexts/${slug}`);
    }
    for (const bad of ['', 'A', 'a_b', 'a b', 'a/b', '..', '../x', 'x'.repeat(201)]) {
      expect(NEWS_SLUG_PATTERN.test(bad)).toBe(false);
    }
  });
});
