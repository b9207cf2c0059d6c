import { figureGaps, glossaryGaps, textKeysInSource, translationGaps } from '@alu/common/testing';
import { shellTexts } from './shared/shellTexts';

test('every text of the shell is written in English and Bulgarian', async () => {
  expect(await translationGaps(shellTexts, textKeysInSource(__dirname))).toEqual({
    en: [],
    bg: [],
  });
});

test('every text of the shell follows its language’s glossary', async () => {
  expect(await glossaryGaps(shellTexts, textKeysInSource(__dirname))).toEqual({
    it: [],
    en: [],
    bg: [],
  });
});

test('every figure the shell write in English and Bulgarian follows its language’s rule', async () => {
  expect(await figureGaps(shellTexts)).toEqual({ en: [], bg: [] });
});
