import { siteConfig } from '../ui/site-config/siteConfig';
import { GLOSSARIES } from './index';

test('the Italian and English pages keep every board member’s name as written', () => {
  const { board, relations } = siteConfig.investors;
  const names = [...board.supervisory, ...board.management, relations].map(({ name }) => name);
  for (const locale of ['it', 'en'] as const) {
    expect(names.filter((name) => !GLOSSARIES[locale].keepAsWritten.includes(name))).toEqual([]);
  }
});
