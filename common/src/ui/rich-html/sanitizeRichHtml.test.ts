import { sanitizeRichHtml } from './sanitizeRichHtml';

describe('sanitizeRichHtml (in the browser, before insertion)', () => {
  it('removes script elements and event handlers', () => {
    const html = sanitizeRichHtml(
      '<p onclick="alert(1)">Turni<script>alert(2)</script></p><img src="x" onerror="alert(3)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|alert/i);
    expect(html).toContain('<p>Turni</p>');
  });

  it('keeps the editor’s formatting, links and code blocks', () => {
    const html =
      '<p><strong>Laurea</strong> <em>in</em> <u>ingegneria</u> ' +
      '<a href="https://alumis.example/x">sito</a> <a href="mailto:hr@alumis.example">hr</a></p>' +
      '<pre>codice</pre>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('removes links other than http(s) and mailto, and isolates new tabs', () => {
    const html = sanitizeRichHtml(
      '<a href="javascript:alert(1)">a</a><a href="tel:+359">b</a>' +
        '<a href="https://alumis.example" target="_blank">c</a>',
    );
    expect(html).toBe(
      '<a>a</a><a>b</a><a href="https://alumis.example" target="_blank" rel="noopener noreferrer">c</a>',
    );
  });

  it('keeps YouTube players (https, /embed/) on the privacy-enhanced host, never srcdoc', () => {
    const html = sanitizeRichHtml(
      '<iframe src="https://www.youtube.com/embed/Q7mTz3KpL2c" srcdoc="<script>alert(1)</script>" allowfullscreen></iframe>',
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/Q7mTz3KpL2c"');
    expect(html).toContain('allowfullscreen');
    expect(html).not.toContain('srcdoc');
  });

  it.each([
    'http://www.youtube.com/embed/x',
    'https://evil.example/embed/x',
    'https://www.youtube.com/watch?v=x',
    'javascript:alert(1)',
  ])('drops a frame pointing at %s', (src) => {
    expect(sanitizeRichHtml(`<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>');
  });
});
