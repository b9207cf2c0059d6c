import { render, screen } from '@testing-library/react';
import { loadDefinedTexts, loadSiteI18n, SiteI18nProvider, type SiteLocale } from '@alu/common';
import { MemoryRouter } from 'react-router-dom';
import { NewsCard } from './NewsCard';
import { newsItem } from './newsFixtures';

const english = { title: 'New press line', contentOne: '<p>Text</p>', contentTwo: '' };

async function renderCard(locale: SiteLocale, withEnglish: boolean) {
  // As the browser does before hydrating: the page's language's texts first.
  await loadDefinedTexts(locale);
  const item = newsItem('nuova-pressa', { title: 'Nuova pressa' });
  const shown = withEnglish ? { ...item, content: { ...item.content, en: english } } : item;
  render(
    <SiteI18nProvider value={await loadSiteI18n(locale)}>
      <MemoryRouter>
        <NewsCard item={shown} />
      </MemoryRouter>
    </SiteI18nProvider>,
  );
}

describe('a news card in the visitor’s language', () => {
  it('shows the English title and date on the English site', async () => {
    await renderCard('en', true);
    expect(screen.getByRole('heading', { name: 'New press line' })).toBeTruthy();
    expect(screen.getByText('15 Mar 2026')).toBeTruthy();
    expect(screen.queryByText('IT')).toBeNull();
  });

  it('lists an item without English in Italian, marked with its language', async () => {
    await renderCard('en', false);
    const heading = screen.getByRole('heading', { name: 'Nuova pressa' });
    expect(heading.getAttribute('lang')).toBe('it');
    expect(screen.getByTitle('Available in Italian only').textContent).toBe('IT');
  });

  it('writes dd.mm.yyyy г. on the Bulgarian site', async () => {
    await renderCard('bg', false);
    expect(screen.getByText('15.03.2026 г.')).toBeTruthy();
  });
});
