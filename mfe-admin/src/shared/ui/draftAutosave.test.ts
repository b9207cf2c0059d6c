import { richTextFromHtml, richTextToHtml } from '../rich-text';
import { fromStoredDraft, toStoredDraft } from './draftAutosave';

describe('draft autosave', () => {
  it('keeps editors as HTML and drops chosen files, which cannot be kept', () => {
    const stored = JSON.parse(
      JSON.stringify(
        toStoredDraft({
          title: 'Titolo',
          text: richTextFromHtml('<p><strong>Forte</strong></p>'),
          cover: new File(['x'], 'copertina.jpg'),
          gallery: [new File(['y'], 'uno.jpg')],
          kept: ['esistente.jpg'],
        }),
      ),
    );
    const back = fromStoredDraft(stored) as Record<string, unknown>;
    expect(back.title).toBe('Titolo');
    expect(richTextToHtml(back.text as ReturnType<typeof richTextFromHtml>)).toBe(
      '<p><strong>Forte</strong></p>',
    );
    expect(back.cover).toBeNull();
    expect(back.gallery).toEqual([]);
    expect(back.kept).toEqual(['esistente.jpg']);
  });
});
