import { LANGUAGE_OFFER_KEY, languageToOffer, rememberAnswer } from './languageOffer';

describe('the language offer on the Italian home page', () => {
  afterEach(() => window.localStorage.clear());

  it('offers the browser’s first language the site speaks, other than Italian', () => {
    expect(languageToOffer('/', 'it', ['de-DE', 'en-US'])).toBe('en');
    expect(languageToOffer('/', 'it', ['bg-BG', 'en'])).toBe('bg');
  });

  it('offers nothing to an Italian or unmatched browser, elsewhere, or once answered', () => {
    expect(languageToOffer('/', 'it', ['it-IT', 'en'])).toBeUndefined();
    expect(languageToOffer('/', 'it', ['fr-FR'])).toBeUndefined();
    expect(languageToOffer('/products', 'it', ['en'])).toBeUndefined();
    expect(languageToOffer('/', 'en', ['bg'])).toBeUndefined();
    rememberAnswer('it');
    expect(window.localStorage.getItem(LANGUAGE_OFFER_KEY)).toBe('it');
    expect(languageToOffer('/', 'it', ['en'])).toBeUndefined();
  });
});
