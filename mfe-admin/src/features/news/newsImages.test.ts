import { checkCover, checkGallery, formatBytes, moveImage } from './newsImages';

const file = (name: string, bytes = 1, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('the news form’s pictures', () => {
  it('accepts exactly one cover with an image extension', () => {
    expect(checkCover([file('a.JPG')])).toEqual({ file: expect.any(File) });
    expect(checkCover([file('a.jpg'), file('b.jpg')])).toEqual({
      alert: 'Само една основна снимка',
    });
    expect(checkCover([])).toEqual({ alert: 'Само една основна снимка' });
    expect(checkCover([file('a.webp')])).toEqual({
      alert: 'Разрешени са само изображения .jpg .jpeg .png .gif',
    });
    // Named like a picture, but the browser knows it is not one.
    expect(checkCover([file('a.jpg', 1, 'application/pdf')])).toEqual({
      alert: 'Разрешени са само изображения .jpg .jpeg .png .gif',
    });
  });

  it('refuses a picture over 5 MB before anything is sent, naming it and its size', () => {
    const large = file('grande.jpg', 5 * 1024 * 1024 + 1);
    expect(checkCover([large])).toEqual({
      alert: 'Снимката „grande.jpg“ е 5 MB: разрешени са до 5 MB.',
    });
    expect(checkGallery([file('a.jpg'), file('b.png', 7 * 1024 * 1024)], 0)).toEqual({
      alert: 'Снимката „b.png“ е 7 MB: разрешени са до 5 MB.',
    });
    expect(checkCover([file('limite.jpg', 5 * 1024 * 1024)])).toEqual({ file: expect.any(File) });
  });

  it('accepts up to 10 gallery images in all, with image extensions', () => {
    const ten = Array.from({ length: 10 }, (_, i) => file(`g${i}.png`));
    expect(checkGallery(ten, 0)).toEqual({ files: ten });
    expect(checkGallery(ten, 1)).toEqual({ alert: 'До 10 снимки' });
    expect(checkGallery([file('a.gif'), file('b.pdf')], 0)).toEqual({
      alert: 'Един или повече файлове са с неразрешен формат',
    });
  });

  it('moves a picture within the gallery, clamped to its ends', () => {
    expect(moveImage(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveImage(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveImage(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b'], 0, 0)).toEqual(['a', 'b']);
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(1536 * 1024)).toBe('1,5 MB');
    expect(formatBytes(230 * 1024)).toBe('230 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});
