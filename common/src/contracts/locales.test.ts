import { localizedPath, preferredLocale, splitLocalePath } from './locales';

describe('locale addresses', () => {
  it.each([
    ['/', 'it', '/'],
    ['/products/rolled-foils/household-foil', 'it', '/products/rolled-foils/household-foil'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/bg/news/un-articolo', 'bg', '/news/un-articolo'],
    ['/it/news', 'it', '/it/news'],
    ['/de/news', 'it', '/de/news'],
    ['/english', 'it', '/english'],
  ])('%s is in %s at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it.each([
    ['it', '/', '/'],
    ['en', '/', '/en'],
    ['en', '/?q=1', '/en?q=1'],
    ['bg', '/news?medias=true', '/bg/news?medias=true'],
  ] as const)('%s of %s is %s', (locale, path, localized) => {
    expect(localizedPath(locale, path)).toBe(localized);
    expect(splitLocalePath(localized.split('?')[0] ?? '').path).toBe(path.split('?')[0]);
  });

  it('picks the first language of the browser the site speaks', () => {
    expect(preferredLocale(['de-DE', 'en-US', 'it'])).toBe('en');
    expect(preferredLocale(['bg'])).toBe('bg');
    expect(preferredLocale(['fr-FR', 'de'])).toBeUndefined();
  });
});
