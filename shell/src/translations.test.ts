import { textKeysInSource, translationGaps } from '@alu/common/testing';
import { shellTexts } from './shared/shellTexts';

test('every text of the shell is written in English and Bulgarian', async () => {
  expect(await translationGaps(shellTexts, textKeysInSource(__dirname))).toEqual({
    en: [],
    bg: [],
  });
});
