import { figureGaps, glossaryGaps, textKeysInSource, translationGaps } from '@alu/common/testing';
import { declaration } from './declaration';
import { newsTexts } from './shared/newsTexts';

const texts = [
  ...textKeysInSource(__dirname),
  'Notizia non trovata',
  'Notizia non disponibile',
  'Ultime notizie',
  'Cosa dicono di noi',
];

test('every text of the news pages and menus is written in English and Bulgarian', async () => {
  expect(await translationGaps(newsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});

test('every text of the news pages and menus follows its language’s glossary', async () => {
  expect(await glossaryGaps(newsTexts, texts, declaration)).toEqual({ it: [], en: [], bg: [] });
});

test('every figure the news pages and menus write in English and Bulgarian follows its language’s rule', async () => {
  expect(await figureGaps(newsTexts, declaration)).toEqual({ en: [], bg: [] });
});
