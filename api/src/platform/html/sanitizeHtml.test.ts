import { sanitizeRichText } from './sanitizeHtml';

const PLAYER =
  ' title="Video" width="560" height="315" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>';

describe('sanitizeRichText', () => {
  it('keeps the markup the rich-text editor produces', () => {
    const html =
      '<h2>Titolo</h2><p style="text-align:center;">Testo <strong>forte</strong>, <em>enfasi</em>, ' +
      '<u>sottolineato</u>, <s>barrato</s><br /><span style="color: rgb(226,80,65);">colore</span></p>' +
      '<ul><li>uno</li></ul><ol><li>due</li></ol><blockquote>citazione</blockquote>' +
      '<pre><code>x &lt; y</code></pre>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="t">link</a> <a href="/news/x">rel</a> ' +
      '<a href="mailto:office@alumis.example">mail</a></p>' +
      '<figure><img src="/uploads/news/a.jpg" alt="coil" /></figure>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Titolo</h2><p style="text-align:center">Testo <strong>forte</strong>, <em>enfasi</em>, ' +
        '<u>sottolineato</u>, <s>barrato</s><br /><span style="color:rgb(226,80,65)">colore</span></p>' +
        '<ul><li>uno</li></ul><ol><li>due</li></ol><blockquote>citazione</blockquote>' +
        '<pre><code>x &lt; y</code></pre>' +
        '<p><a href="https://example.com/a?b=1&amp;c=2" title="t">link</a> <a href="/news/x">rel</a> ' +
        '<a href="mailto:office@alumis.example">mail</a></p>' +
        '<figure><img src="/uploads/news/a.jpg" alt="coil" /></figure>',
    );
  });

  it('drops script, style and iframe elements together with their content', () => {
    const out = sanitizeRichText(
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style>' +
        '<iframe src="https://evil.example">fallback text</iframe><noscript><b>x</b></noscript>' +
        '<SCRIPT type="text/javascript">alert(2)</SCRIPT><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('keeps the text of other unknown elements but not the elements', () => {
    expect(sanitizeRichText('<p><marquee>moving</marquee> <font color="red">red</font></p>')).toBe(
      '<p>moving red</p>',
    );
    expect(sanitizeRichText('<form action="/x"><input value="v"><button>go</button></form>')).toBe(
      'go',
    );
  });

  it('removes every event handler attribute', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" ONMOUSEOVER="alert(2)">t</p><img src="/a.jpg" onerror="alert(3)" />' +
        '<a href="/x" onfocus=alert(4)>l</a><svg onload="alert(5)"></svg>',
    );
    expect(out).toBe('<p>t</p><img src="/a.jpg" /><a href="/x">l</a>');
    expect(out).not.toMatch(/\bon\w+=/i);
  });

  it.each([
    ['plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading spaces', '   javascript:alert(1)'],
    ['tab inside', 'java\tscript:alert(1)'],
    ['newline inside', 'java\nscript:alert(1)'],
    ['decimal entities', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)'],
    ['hex entities', '&#x6A;avascript&#x3A;alert(1)'],
    ['entity for tab', 'java&#x09;script:alert(1)'],
    ['named colon entity', 'javascript&colon;alert(1)'],
    ['vbscript', 'VBScript:msgbox(1)'],
    ['data', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['protocol-relative', '//evil.example/x'],
  ])('drops a dangerous link URL (%s)', (_name, href) => {
    const out = sanitizeRichText(`<a href="${href}">x</a>`);
    expect(out).toBe('<a>x</a>');
  });

  it('drops data: and javascript: image sources', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="a" />')).toBe(
      '<img alt="a" />',
    );
    expect(sanitizeRichText('<img src="JAVASCRIPT:alert(1)" />')).toBe('<img />');
    expect(sanitizeRichText('<img src="https://cdn.example/a.jpg" />')).toBe(
      '<img src="https://cdn.example/a.jpg" />',
    );
  });

  it('forces rel="noopener noreferrer" on links with a target', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    // An unknown target is dropped; a link without target keeps its own rel.
    expect(sanitizeRichText('<a href="/a" target="javascript:x">x</a>')).toBe('<a href="/a">x</a>');
    expect(sanitizeRichText('<a href="/a" rel="nofollow">x</a>')).toBe(
      '<a href="/a" rel="nofollow">x</a>',
    );
  });

  it('keeps only harmless inline styles', () => {
    expect(
      sanitizeRichText(
        '<p style="text-align: right; position: fixed; background-image: url(javascript:alert(1)); color: expression(alert(1)); font-size: 24px">x</p>',
      ),
    ).toBe('<p style="text-align:right;font-size:24px">x</p>');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; "x"</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; "x"</p>',
    );
    expect(sanitizeRichText('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });

  it('keeps a YouTube player frame, on the privacy-enhanced host, and drops srcdoc', () => {
    for (const src of [
      'https://www.youtube.com/embed/Q7mTz3KpL2c',
      'https://youtube.com/embed/Q7mTz3KpL2c?autoplay=1',
      'https://www.youtube-nocookie.com/embed/Q7mTz3KpL2c',
    ]) {
      expect(
        sanitizeRichText(
          `<iframe src="${src}" srcdoc="<script>alert(1)</script>" onload="x()"></iframe>`,
        ),
      ).toBe(`<iframe src="https://www.youtube-nocookie.com/embed/Q7mTz3KpL2c"${PLAYER}`);
    }
  });

  it.each([
    ['http, not https', 'http://www.youtube.com/embed/Q7mTz3KpL2c'],
    ['another host', 'https://evil.example/embed/Q7mTz3KpL2c'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/x'],
    ['credentials in the URL', 'https://user@www.youtube.com/embed/x'],
    ['another path', 'https://www.youtube.com/watch?v=Q7mTz3KpL2c'],
    ['a path below the id', 'https://www.youtube.com/embed/x/../../redirect'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative URL', '/embed/x'],
    ['no src, only srcdoc', undefined],
  ])('drops a frame with %s, with its content', (_name, src) => {
    const attribute = src === undefined ? 'srcdoc="<b>x</b>"' : `src="${src}"`;
    expect(sanitizeRichText(`<p>a</p><iframe ${attribute}>inside</iframe><p>b</p>`)).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('allows links to http(s) and mailto only', () => {
    expect(sanitizeRichText('<a href="tel:+359">t</a><a href="ftp://x/y">f</a>')).toBe(
      '<a>t</a><a>f</a>',
    );
  });
});
