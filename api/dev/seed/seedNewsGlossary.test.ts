// The sample news are read on every language's pages of a development site: they name the
// company, its processes and products as the site's glossary does.
import { SITE_LOCALES } from '@alu/common/contracts';
import { glossaryFindings } from '@alu/common/glossary';
import { SEED_NEWS } from './seedNews.data';

test.each(SITE_LOCALES)('the %s sample news follow the glossary of their language', (locale) => {
  const texts = SEED_NEWS.flatMap((item) =>
    Object.values(item.content[locale]).filter((text): text is string => typeof text === 'string'),
  );
  expect(texts.length).toBeGreaterThan(0);
  expect(
    glossaryFindings(locale, texts).map(
      ({ found, use, text }) => `«${found}» → ${use}: ${text.slice(0, 100)}`,
    ),
  ).toEqual([]);
});
