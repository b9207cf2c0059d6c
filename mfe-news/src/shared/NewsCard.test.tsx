import { render, screen } from '@testing-library/react';
import { createSiteI18n, type SiteLocale } from '@alu/common';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { NewsCard } from './NewsCard';
import { newsItem } from './newsFixtures';

const english = { title: 'New press line', contentOne: '<p>Text</p>', contentTwo: '' };

function renderCard(locale: SiteLocale, withEnglish: boolean) {
  const item = newsItem('nuova-pressa', { title: 'Nuova pressa' });
  const shown = withEnglish ? { ...item, content: { ...item.content, en: english } } : item;
  render(
    <I18nextProvider i18n={createSiteI18n(locale)}>
      <MemoryRouter>
        <NewsCard item={shown} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a news card in the visitor’s language', () => {
  it('shows the English title and date on the English site', () => {
    renderCard('en', true);
    expect(screen.getByRole('heading', { name: 'New press line' })).toBeTruthy();
    expect(screen.getByText('15 March 2026')).toBeTruthy();
    expect(screen.queryByText('IT')).toBeNull();
  });

  it('lists an item without English in Italian, marked with its language', () => {
    renderCard('en', false);
    const heading = screen.getByRole('heading', { name: 'Nuova pressa' });
    expect(heading.getAttribute('lang')).toBe('it');
    expect(screen.getByTitle('Available in Italian only').textContent).toBe('IT');
  });

  it('keeps dd.mm.yyyy on the Bulgarian site', () => {
    renderCard('bg', false);
    expect(screen.getByText('15.03.2026')).toBeTruthy();
  });
});
