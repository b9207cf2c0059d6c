import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createSiteI18n, defineMessages, defineTexts, missingKeys, missingTexts } from './siteI18n';
import { useMessages, useTexts } from './useMessages';

const messages = defineMessages('test-messages', {
  it: { hello: 'Ciao {{name}}', bye: 'Arrivederci' },
  en: { hello: 'Hello {{name}}' },
  bg: { hello: 'Здравей {{name}}', bye: 'Довиждане' },
});
const texts = defineTexts('test-texts', {
  en: { 'Prodotti laminati': 'Rolled products' },
  bg: { 'Prodotti laminati': 'Валцувани продукти', '{{count}} risultati': '{{count}} резултата' },
});

function Sample() {
  const t = useMessages(messages);
  const tx = useTexts(texts);
  return (
    <p>
      {t('hello', { name: 'Ana' })} · {t('bye')} · {tx('Prodotti laminati')} ·{' '}
      {tx('{{count}} risultati', { count: 3 })}
    </p>
  );
}

const renderIn = (locale: 'it' | 'en' | 'bg') =>
  render(
    <I18nextProvider i18n={createSiteI18n(locale)}>
      <Sample />
    </I18nextProvider>,
  );

describe('site translations', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterAll(() => warn.mockRestore());

  it('Italian shows the Italian messages and the text keys themselves', () => {
    renderIn('it');
    expect(
      screen.getByText('Ciao Ana · Arrivederci · Prodotti laminati · 3 risultati'),
    ).toBeTruthy();
  });

  it('another language shows its texts, Italian where one is missing, and says so in development', () => {
    renderIn('en');
    expect(
      screen.getByText('Hello Ana · Arrivederci · Rolled products · 3 risultati'),
    ).toBeTruthy();
    const warned = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(warned).toMatch(/test-messages: 1 text\(s\) missing in "en".*bye/);
    expect(warned).toMatch(/no "en" text for "\{\{count\}\} risultati"/);
  });

  it('Bulgarian reads Cyrillic texts with interpolation', () => {
    renderIn('bg');
    expect(
      screen.getByText('Здравей Ana · Довиждане · Валцувани продукти · 3 резултата'),
    ).toBeTruthy();
  });

  it('lists what each language lacks', () => {
    expect(missingKeys(messages, 'en')).toEqual(['bye']);
    expect(missingKeys(messages, 'bg')).toEqual([]);
    expect(missingTexts(texts, 'en', ['Prodotti laminati', '{{count}} risultati'])).toEqual([
      '{{count}} risultati',
    ]);
  });
});
