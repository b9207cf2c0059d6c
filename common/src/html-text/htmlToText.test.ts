import { htmlToText, PREVIEW_LENGTH, toPreviewText } from './htmlToText';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(
      htmlToText(
        '<p>Laminati &amp; <strong>estrusi</strong>&nbsp;di  qualità</p>\n<p>Seconda&hellip;</p>',
      ),
    ).toBe('Laminati & estrusi di qualità Seconda…');
  });

  it('keeps words of separate blocks and line breaks apart', () => {
    expect(
      htmlToText('<h2>Titolo</h2><p>uno<br>due</p><ul><li>tre</li><li>quattro</li></ul>'),
    ).toBe('Titolo uno due tre quattro');
  });

  it('drops scripts and styles and answers "" for nothing', () => {
    expect(htmlToText('<style>p{}</style><p>testo</p><script>alert(1)</script>')).toBe('testo');
    expect(htmlToText('')).toBe('');
  });
});

describe('toPreviewText', () => {
  // 57 characters: three copies are 173, and character 120 falls inside the third "Alumis".
  const words = 'Alumis investe in una nuova linea di laminazione a freddo';

  it('returns a short text whole', () => {
    expect(toPreviewText(`<p>${words}</p>`)).toBe(words);
  });

  it('cuts at 120 characters on a word boundary with an ellipsis', () => {
    const long = `<p>${words} ${words} ${words}</p>`;
    const preview = toPreviewText(long);
    expect(PREVIEW_LENGTH).toBe(120);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
    const text = preview.slice(0, -1);
    // A whole-word prefix of the text.
    expect(`${words} ${words} ${words}`.startsWith(`${text} `)).toBe(true);
    expect(text).toBe(`${words} ${words}`);
  });

  it('never contains markup and counts decoded entities as one character', () => {
    const preview = toPreviewText(`<p>${'&laquo;Qualit&agrave;&raquo; '.repeat(20)}</p>`);
    expect(preview).not.toMatch(/[<>&]/);
    expect(preview.startsWith('«Qualità» «Qualità»')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
  });

  it('cuts inside a very long word when there is no boundary to use', () => {
    const preview = toPreviewText('x'.repeat(300));
    expect(preview).toBe(`${'x'.repeat(120)}…`);
  });

  it('honours another length', () => {
    expect(toPreviewText('<p>uno due tre quattro</p>', 9)).toBe('uno due…');
  });
});
