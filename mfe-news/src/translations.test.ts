import { textKeysInSource, translationGaps } from '@alu/common/testing';
import { declaration } from './declaration';
import { newsTexts } from './shared/newsTexts';

test('every text of the news pages and menus is written in English and Bulgarian', async () => {
  const texts = [
    ...textKeysInSource(__dirname),
    'Notizia non trovata',
    'Notizia non disponibile',
    'Ultime notizie',
    'Cosa dicono di noi',
  ];
  expect(await translationGaps(newsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});
