import { CARD_BOX, newsImage } from './newsImage';

describe('newsImage', () => {
  it('offers the API’s AVIF and WebP copies of a JPEG in every width, the original as fallback', () => {
    const image = newsImage('3f2a.jpg', CARD_BOX);
    expect(image.src).toBe('/uploads/news/3f2a.jpg');
    expect([image.width, image.height]).toEqual([1200, 750]);
    expect(image.sources.avif).toBe(
      '/uploads/news/3f2a.jpg?w=480&fm=avif 480w, /uploads/news/3f2a.jpg?w=720&fm=avif 720w, ' +
        '/uploads/news/3f2a.jpg?w=960&fm=avif 960w, /uploads/news/3f2a.jpg?w=1200&fm=avif 1200w',
    );
    expect(image.sources.webp).toBe(image.sources.avif?.replaceAll('fm=avif', 'fm=webp'));
    expect(image.sources.fallback).toBeUndefined();
  });

  it('shows a GIF as it is (it may be animated: the API makes no copies of it)', () => {
    expect(newsImage('3f2a.gif', CARD_BOX).sources).toEqual({});
  });
});
