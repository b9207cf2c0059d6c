import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { SiteLocale } from '../../contracts/locales';
import {
  defineTexts,
  loadDefinedTexts,
  loadSiteI18n,
  missingTexts,
  type TextDictionary,
} from './siteI18n';
import { SiteI18nProvider, useTexts } from './useTexts';

const texts = defineTexts('test-texts', {
  en: { 'Ciao {{name}}': 'Hello {{name}}', 'Prodotti laminati': 'Rolled products' },
  bg: {
    'Ciao {{name}}': 'Здравей {{name}}',
    Arrivederci: 'Довиждане',
    'Prodotti laminati': 'Валцувани продукти',
    '{{count}} risultati': '{{count}} резултата',
  },
});

function Sample() {
  const tx = useTexts(texts);
  return (
    <p>
      {tx('Ciao {{name}}', { name: 'Ana' })} · {tx('Arrivederci')} · {tx('Prodotti laminati')} ·{' '}
      {tx('{{count}} risultati', { count: 3 })}
    </p>
  );
}

const renderIn = async (locale: SiteLocale) => {
  const i18n = await loadSiteI18n(locale);
  render(
    <SiteI18nProvider value={i18n}>
      <Sample />
    </SiteI18nProvider>,
  );
};

describe('site translations', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterAll(() => warn.mockRestore());

  it('Italian shows the text keys themselves, without i18next', async () => {
    expect((await loadSiteI18n('it')).i18next).toBeUndefined();
    await renderIn('it');
    expect(
      screen.getByText('Ciao Ana · Arrivederci · Prodotti laminati · 3 risultati'),
    ).toBeTruthy();
  });

  it('another language shows its texts, Italian where one is missing, and says so in development', async () => {
    await renderIn('en');
    expect(
      screen.getByText('Hello Ana · Arrivederci · Rolled products · 3 risultati'),
    ).toBeTruthy();
    const warned = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(warned).toMatch(/no "en" text for "Arrivederci"/);
    expect(warned).toMatch(/no "en" text for "\{\{count\}\} risultati"/);
  });

  it('Bulgarian reads Cyrillic texts with interpolation', async () => {
    await renderIn('bg');
    expect(
      screen.getByText('Здравей Ana · Довиждане · Валцувани продукти · 3 резултата'),
    ).toBeTruthy();
  });

  it('lists what a dictionary lacks', () => {
    expect(
      missingTexts({ 'Prodotti laminati': 'Rolled products' }, [
        'Prodotti laminati',
        '{{count}} risultati',
      ]),
    ).toEqual(['{{count}} risultati']);
  });
});

describe('texts in their own chunk per language', () => {
  function lazyCatalog(ns: string, english: () => Promise<TextDictionary>) {
    const loads = { en: 0, bg: 0 };
    const catalog = defineTexts(ns, {
      en: () => {
        loads.en += 1;
        return english().then((dictionary) => ({ default: dictionary }));
      },
      bg: () => {
        loads.bg += 1;
        return Promise.resolve({ default: { Profili: 'Профили' } });
      },
    });
    function Label() {
      const tx = useTexts(catalog);
      return <p>{tx('Profili')}</p>;
    }
    const renderIn = async (locale: SiteLocale) => {
      const i18n = await loadSiteI18n(locale);
      render(
        <SiteI18nProvider value={i18n}>
          <Suspense fallback={<p>…</p>}>
            <Label />
          </Suspense>
        </SiteI18nProvider>,
      );
    };
    return { loads, renderIn };
  }

  it('an Italian page downloads no dictionary', async () => {
    const { loads, renderIn } = lazyCatalog('lazy-it', () => Promise.resolve({}));
    await renderIn('it');
    expect(screen.getByText('Profili')).toBeTruthy();
    expect(loads).toEqual({ en: 0, bg: 0 });
  });

  it('a page in another language waits for its own dictionary only, fetched once', async () => {
    const { loads, renderIn } = lazyCatalog('lazy-en', () =>
      Promise.resolve({ Profili: 'Profiles' }),
    );
    await renderIn('en');
    expect(screen.getByText('…')).toBeTruthy();
    expect(await screen.findByText('Profiles')).toBeTruthy();
    await renderIn('en');
    expect(screen.getAllByText('Profiles')).toHaveLength(2);
    expect(loads).toEqual({ en: 1, bg: 0 });
  });

  it('loaded ahead (before hydrating), the first render does not wait', async () => {
    const { loads, renderIn } = lazyCatalog('lazy-ahead', () => Promise.resolve({}));
    await loadDefinedTexts('bg');
    await renderIn('bg');
    expect(screen.getByText('Профили')).toBeTruthy();
    expect(loads.bg).toBe(1);
  });

  it('a dictionary that cannot be downloaded leaves the Italian texts, and says so', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { renderIn } = lazyCatalog('lazy-failing', () =>
      Promise.reject(new Error('chunk failed')),
    );
    await renderIn('en');
    expect(await screen.findByText('Profili')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /lazy-failing: the "en" texts could not be loaded/,
    );
    error.mockRestore();
  });
});
