import { render, screen } from '@testing-library/react';
import { PageHero } from './PageHero';

describe('PageHero', () => {
  it('shows the title as the h1 over a decorative cover image, loaded first', () => {
    const { container } = render(
      <PageHero
        title="Nuova linea di laminazione"
        eyebrow="Notizie"
        subtitle="15.03.2026"
        image={{
          src: '/assets/cover-1600.0a1b2c3d.jpg',
          width: 1600,
          height: 600,
          sources: {
            avif: '/assets/cover-480.1a2b3c4d.avif 480w, /assets/cover-1600.2a3b4c5d.avif 1600w',
            fallback: '/assets/cover-480.3a4b5c6d.jpg 480w, /assets/cover-1600.0a1b2c3d.jpg 1600w',
          },
        }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Nuova linea di laminazione');
    expect(screen.getByText('Notizie')).toBeTruthy();
    expect(screen.getByText('15.03.2026')).toBeTruthy();
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toBe('/assets/cover-1600.0a1b2c3d.jpg');
    expect(image?.getAttribute('width')).toBe('1600');
    expect(image?.getAttribute('height')).toBe('600');
    // The full-width cover is the page's LCP picture: fetched at once, at the viewport's width.
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('sizes')).toBe('100vw');
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/assets/cover-480.1a2b3c4d.avif 480w, /assets/cover-1600.2a3b4c5d.avif 1600w',
    );
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
