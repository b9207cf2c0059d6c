import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ResponsiveImage } from './ResponsiveImage';
import { narrowestImageUrl, type ResponsiveImageData } from './responsiveImageData';

const cover: ResponsiveImageData = {
  src: '/assets/cover-1600.aaaa1111.jpg',
  width: 1600,
  height: 600,
  sources: {
    avif: '/assets/cover-480.bbbb2222.avif 480w, /assets/cover-1600.cccc3333.avif 1600w',
    webp: '/assets/cover-480.dddd4444.webp 480w, /assets/cover-1600.eeee5555.webp 1600w',
    fallback: '/assets/cover-480.ffff6666.jpg 480w, /assets/cover-1600.aaaa1111.jpg 1600w',
  },
};

const portrait: ResponsiveImageData = {
  src: '/assets/cover-mobile-720.1234abcd.jpg',
  width: 720,
  height: 1080,
  sources: {
    avif: '/assets/cover-mobile-720.5678abcd.avif 720w',
    webp: '/assets/cover-mobile-720.9012abcd.webp 720w',
    fallback: '/assets/cover-mobile-720.1234abcd.jpg 720w',
  },
};

const SIZES = '(max-width: 999px) 100vw, 560px';

function attributes(element: Element | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Array.from(element?.attributes ?? []).map(({ name, value }) => [name, value]),
  );
}

describe('ResponsiveImage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('offers AVIF, then WebP, then the original format, each in every width', () => {
    const { container } = render(
      <ResponsiveImage image={cover} alt="Laminatoio" sizes={SIZES} className="hero" />,
    );
    const sources = Array.from(container.querySelectorAll('picture > source'));
    expect(sources.map(attributes)).toEqual([
      { type: 'image/avif', srcset: cover.sources.avif, sizes: SIZES },
      { type: 'image/webp', srcset: cover.sources.webp, sizes: SIZES },
    ]);
    expect(attributes(container.querySelector('picture > img'))).toEqual({
      class: 'hero',
      src: cover.src,
      srcset: cover.sources.fallback,
      sizes: SIZES,
      alt: 'Laminatoio',
      width: '1600',
      height: '600',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('loads a priority picture at once and first, without a React warning', () => {
    const { container } = render(<ResponsiveImage image={cover} alt="" sizes="100vw" priority />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('puts the art-directed picture first, for its media query only', () => {
    const { container } = render(
      <ResponsiveImage
        image={cover}
        alt=""
        sizes="100vw"
        artDirection={{ media: '(max-width: 999px)', image: portrait }}
      />,
    );
    const sources = Array.from(container.querySelectorAll('source')).map(attributes);
    expect(sources.slice(0, 3)).toEqual([
      {
        media: '(max-width: 999px)',
        type: 'image/avif',
        srcset: portrait.sources.avif,
        sizes: '100vw',
        width: '720',
        height: '1080',
      },
      {
        media: '(max-width: 999px)',
        type: 'image/webp',
        srcset: portrait.sources.webp,
        sizes: '100vw',
        width: '720',
        height: '1080',
      },
      {
        media: '(max-width: 999px)',
        srcset: portrait.sources.fallback,
        sizes: '100vw',
        width: '720',
        height: '1080',
      },
    ]);
    expect(sources.slice(3).map((source) => source.media)).toEqual([undefined, undefined]);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(cover.src);
  });

  it('shows a picture without a fallback list by its address alone', () => {
    const upload: ResponsiveImageData = {
      src: '/uploads/news/a.jpg',
      width: 1200,
      height: 675,
      sources: { webp: '/uploads/news/a.jpg?w=480&fm=webp 480w' },
    };
    const { container } = render(<ResponsiveImage image={upload} alt="" sizes="360px" />);
    expect(container.querySelectorAll('source')).toHaveLength(1);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/news/a.jpg');
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.hasAttribute('sizes')).toBe(false);
  });

  it('renders the same markup on the server as in the browser (hydrates without a warning)', () => {
    const element = <ResponsiveImage image={cover} alt="" sizes={SIZES} priority />;
    const html = renderToString(element);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    act(() => {
      hydrateRoot(container, element);
    });
    // A mismatch would make React warn (console.error) and re-render on the client.
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    container.remove();
  });
});

describe('narrowestImageUrl', () => {
  it('answers the narrowest copy in the original format, or the address alone', () => {
    expect(narrowestImageUrl(cover)).toBe('/assets/cover-480.ffff6666.jpg');
    expect(narrowestImageUrl({ ...cover, sources: {} })).toBe(cover.src);
  });
});
