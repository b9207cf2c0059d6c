import { noscriptMessage } from './noscriptMessage';

describe('noscriptMessage', () => {
  it('speaks the page’s language and links to that language’s search page', async () => {
    expect(await noscriptMessage('it')).toBe(
      'I moduli e le mappe del sito Alumis richiedono JavaScript; la ricerca funziona anche senza, all’indirizzo <a href="/search">/search</a>.',
    );
    expect(await noscriptMessage('en')).toBe(
      'The forms and maps of the Alumis website need JavaScript; search works without it, at <a href="/en/search">/en/search</a>.',
    );
    expect(await noscriptMessage('bg')).toMatch(
      /^Формулярите и картите на сайта на Алумис изискват JavaScript; .* <a href="\/bg\/search">\/bg\/search<\/a>\.$/,
    );
  });
});
