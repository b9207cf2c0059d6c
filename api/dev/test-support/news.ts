// A valid news write for tests.
import type { Language, NewsContent, NewsInput } from '@alu/common/contracts';

/** A valid `data` part (every language's texts written out); tests override fields with wrong types on purpose. */
export function newsInput(
  overrides: Record<string, unknown> = {},
): NewsInput & { content: Record<Language, NewsContent> } {
  return {
    url: 'nuova-linea-di-laminazione',
    date: '15-03-2026',
    isMediaNews: 'false',
    content: {
      bg: { title: 'Нова линия', contentOne: '<p>bg</p>', contentTwo: '' },
      en: { title: 'New rolling line', contentOne: '<p>en</p>', contentTwo: '' },
      de: { title: '', contentOne: '', contentTwo: '' },
      it: {
        title: 'Nuova linea di laminazione',
        contentOne: '<p>Testo <strong>forte</strong></p>',
        contentTwo: '<p>Dopo la galleria</p>',
      },
    },
    ...overrides,
  } as NewsInput & { content: Record<Language, NewsContent> };
}
