import { richTextFromHtml } from '../../shared/rich-text';
import {
  canSubmit,
  changesImages,
  checkCover,
  checkGallery,
  emptyDraft,
  filterSlug,
  lacksPublicTitle,
  remainingTitleCharacters,
  titleAlerts,
  toFormData,
  toNewsInput,
  type NewsDraft,
} from './newsDraft';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

function draft(change: Partial<NewsDraft> = {}): NewsDraft {
  const empty = emptyDraft(false);
  return {
    ...empty,
    url: 'nuova-linea',
    date: '15-03-2026',
    titles: { ...empty.titles, de: 'Neue Linie' },
    cover: file('c.jpg'),
    ...change,
  };
}

describe('news form rules', () => {
  it('warns, without refusing, when no Italian title is written (the item would show nowhere)', () => {
    expect(lacksPublicTitle(draft())).toBe(true);
    expect(canSubmit(draft(), false, 'free')).toBe(true);
    expect(lacksPublicTitle(draft({ titles: { ...draft().titles, it: 'Nuova linea' } }))).toBe(
      false,
    );
    expect(lacksPublicTitle(draft({ titles: emptyDraft(false).titles }))).toBe(false);
  });

  it('enables creating only with a cover, a free slug, a title and a real date', () => {
    expect(canSubmit(draft(), false, 'free')).toBe(true);
    expect(canSubmit(draft({ cover: null }), false, 'free')).toBe(false);
    expect(canSubmit(draft(), false, 'taken')).toBe(false);
    expect(canSubmit(draft(), false, 'checking')).toBe(false);
    expect(canSubmit(draft({ titles: emptyDraft(false).titles }), false, 'free')).toBe(false);
    expect(canSubmit(draft({ date: '31-02-2026' }), false, 'free')).toBe(false);
  });

  it('enables saving an edit with the stored or a new cover and a title', () => {
    expect(canSubmit(draft({ cover: null, existingCover: 'a.jpg' }), true, 'unchecked')).toBe(true);
    expect(canSubmit(draft({ cover: null, existingCover: null }), true, 'unchecked')).toBe(false);
    expect(canSubmit(draft({ existingCover: null }), true, 'unchecked')).toBe(true);
  });

  it('forces the slug to lowercase letters, digits and hyphens', () => {
    expect(filterSlug('Nuova Linea_2026/../É')).toBe('nuovalinea2026');
    expect(filterSlug('linea-2')).toBe('linea-2');
  });

  it('counts 70 minus the title length and alerts in Bulgarian for titles over 70', () => {
    expect(remainingTitleCharacters('x'.repeat(68))).toBe(2);
    expect(remainingTitleCharacters('x'.repeat(71))).toBe(-1);
    const long = draft({ titles: { bg: 'я'.repeat(71), en: 'ok', de: '', it: 'i'.repeat(80) } });
    expect(titleAlerts(long)).toEqual([
      'BG - въведеното заглавие е по-дълго от 70 символа',
      'IT - въведеното заглавие е по-дълго от 70 символа',
    ]);
    expect(titleAlerts(draft())).toEqual([]);
  });

  it('accepts exactly one cover with an image extension', () => {
    expect(checkCover([file('a.JPG')])).toEqual({ file: expect.any(File) });
    expect(checkCover([file('a.jpg'), file('b.jpg')])).toEqual({
      alert: 'Само една основна снимка',
    });
    expect(checkCover([])).toEqual({ alert: 'Само една основна снимка' });
    expect(checkCover([file('a.webp')])).toEqual({
      alert: 'Разрешени са само изображения .jpg .jpeg .png .gif',
    });
  });

  it('accepts up to 10 gallery images in all, with image extensions', () => {
    const ten = Array.from({ length: 10 }, (_, i) => file(`g${i}.png`));
    expect(checkGallery(ten, 0)).toEqual({ files: ten });
    expect(checkGallery(ten, 1)).toEqual({ alert: 'До 10 снимки' });
    expect(checkGallery([file('a.gif'), file('b.pdf')], 0)).toEqual({
      alert: 'Един или повече файлове са с неразрешен формат',
    });
  });

  it('builds the multipart body: data JSON, cover, gallery and the files to delete', async () => {
    const withText = draft({
      gallery: [file('g1.jpg'), file('g2.png')],
      before: { ...draft().before, it: richTextFromHtml('<p><strong>Forte</strong></p>') },
      isMediaNews: true,
      removed: ['old.jpg'],
    });
    expect(toNewsInput(withText)).toMatchObject({
      url: 'nuova-linea',
      date: '15-03-2026',
      isMediaNews: 'true',
      content: { de: { title: 'Neue Linie' }, it: { contentOne: '<p><strong>Forte</strong></p>' } },
    });
    const form = toFormData(withText, true);
    expect(JSON.parse(String(form.get('data')))).toEqual(toNewsInput(withText));
    expect((form.get('cover') as File).name).toBe('c.jpg');
    expect(form.getAll('gallery').map((entry) => (entry as File).name)).toEqual([
      'g1.jpg',
      'g2.png',
    ]);
    expect(form.get('imagesToBeDeleted')).toBe('["old.jpg"]');
    expect(toFormData(withText, false).get('imagesToBeDeleted')).toBeNull();
  });

  it('uses updateTexts only when no image changes', () => {
    expect(changesImages(draft({ cover: null }))).toBe(false);
    expect(changesImages(draft())).toBe(true);
    expect(changesImages(draft({ cover: null, removed: ['a.jpg'] }))).toBe(true);
  });
});
