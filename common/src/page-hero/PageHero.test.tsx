import { render, screen } from '@testing-library/react';
import { PageHero } from './PageHero';

describe('PageHero', () => {
  it('shows the title as the h1 over a decorative cover image', () => {
    const { container } = render(
      <PageHero
        title="Nuova linea di laminazione"
        eyebrow="Notizie"
        subtitle="15.03.2026"
        image={{ src: '/uploads/news/cover.jpg' }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Nuova linea di laminazione');
    expect(screen.getByText('Notizie')).toBeTruthy();
    expect(screen.getByText('15.03.2026')).toBeTruthy();
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toBe('/uploads/news/cover.jpg');
    expect(image?.getAttribute('width')).toBeTruthy();
    expect(image?.getAttribute('height')).toBeTruthy();
    // Decorative: not exposed as an image.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uses the gradient when there is no image and labels the h1 with the given id', () => {
    const { container } = render(<PageHero title="Notizie" titleId="news-title" size="mini" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).id).toBe('news-title');
    expect(container.querySelector('p')).toBeNull();
  });
});
