import { richTextFromHtml } from '../../shared/rich-text';
import { chosenImage, storedImage, type DraftImage } from './newsImages';
import {
  altAlerts,
  canSubmit,
  changesImages,
  emptyDraft,
  filterSlug,
  lacksPublicTitle,
  missingCoverTexts,
  remainingTitleCharacters,
  titleAlerts,
  toFormData,
  toNewsInput,
  type NewsDraft,
} from './newsDraft';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const picture = (name: string) => chosenImage(file(name));

const withTexts = (image: DraftImage, alt: Partial<DraftImage['alt']>): DraftImage => ({
  ...image,
  alt: { ...image.alt, ...alt },
});

function draft(change: Partial<NewsDraft> = {}): NewsDraft {
  const empty = emptyDraft(false);
  return {
    ...empty,
    url: 'nuova-linea',
    date: '15-03-2026',
    titles: { ...empty.titles, de: 'Neue Linie' },
    cover: withTexts(picture('c.jpg'), { de: 'Die neue Linie' }),
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
    const stored = storedImage('a.jpg', { de: 'Beschreibung' });
    expect(canSubmit(draft({ cover: stored }), true, 'unchecked')).toBe(true);
    expect(canSubmit(draft({ cover: null }), true, 'unchecked')).toBe(false);
    expect(canSubmit(draft(), true, 'unchecked')).toBe(true);
  });

  it('asks for the cover’s text in every language with a title', () => {
    expect(canSubmit(draft({ cover: picture('c.jpg') }), false, 'free')).toBe(false);
    const both = draft({ titles: { ...draft().titles, it: 'Nuova linea' } });
    expect(canSubmit(both, false, 'free')).toBe(false);
    expect(
      canSubmit({ ...both, cover: withTexts(both.cover!, { it: 'La linea' }) }, false, 'free'),
    ).toBe(true);
  });

  it('names the languages whose cover text is missing, and pictures with texts too long', () => {
    const both = draft({ titles: { ...draft().titles, it: 'Nuova linea', bg: 'Нова линия' } });
    expect(missingCoverTexts(both)).toEqual(['bg', 'it']);
    const long = 'x'.repeat(251);
    const wordy = draft({
      cover: withTexts(picture('c.jpg'), { de: 'Die neue Linie', en: long }),
      gallery: [picture('g1.jpg'), withTexts(picture('g2.jpg'), { it: long })],
    });
    expect(altAlerts(wordy)).toEqual([
      'EN - описанието на снимка 1 е по-дълго от 250 символа',
      'IT - описанието на снимка 3 е по-дълго от 250 символа',
    ]);
    // Too long is said on sending; it does not disable the button.
    expect(canSubmit(wordy, false, 'free')).toBe(true);
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

  it('builds the multipart body: data JSON, cover, gallery and the files to delete', async () => {
    const withText = draft({
      gallery: [
        picture('g1.jpg'),
        withTexts(storedImage('kept.jpg', {}), { it: 'Tenuta' }),
        picture('g2.png'),
      ],
      before: { ...draft().before, it: richTextFromHtml('<p><strong>Forte</strong></p>') },
      isMediaNews: true,
      removed: ['old.jpg'],
    });
    expect(toNewsInput(withText)).toMatchObject({
      url: 'nuova-linea',
      date: '15-03-2026',
      isMediaNews: 'true',
      content: { de: { title: 'Neue Linie' }, it: { contentOne: '<p><strong>Forte</strong></p>' } },
      coverAlt: { de: 'Die neue Linie' },
      // The order of the page: uploads by their place among the files sent.
      gallery: [
        { upload: 0, alt: {} },
        { file: 'kept.jpg', alt: { it: 'Tenuta' } },
        { upload: 1, alt: {} },
      ],
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

  it('uses updateTexts only when no file is sent or deleted (new orders and texts included)', () => {
    const stored = draft({ cover: storedImage('a.jpg', {}), gallery: [storedImage('b.jpg', {})] });
    expect(changesImages(stored)).toBe(false);
    expect(changesImages(draft())).toBe(true);
    expect(changesImages({ ...stored, removed: ['c.jpg'] })).toBe(true);
    expect(changesImages({ ...stored, gallery: [...stored.gallery, picture('n.jpg')] })).toBe(true);
  });
});
