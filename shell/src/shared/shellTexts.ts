import { defineTexts } from '@alu/common';

/**
 * The shell's texts (header, footer, search, cookie prompt, error and not-found pages) in
 * English and Bulgarian, keyed by the Italian wording. Each language is a chunk of its own:
 * an Italian page downloads neither.
 */
export const shellTexts = defineTexts('shell', {
  en: () => import(/* webpackChunkName: "shell-texts-en" */ './shellTexts.en'),
  bg: () => import(/* webpackChunkName: "shell-texts-bg" */ './shellTexts.bg'),
});
