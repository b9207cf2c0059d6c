import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes script elements and event handlers', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)">Turni<script>alert(2)</script></p><img src="x" onerror="alert(3)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|alert/i);
    expect(html).toContain('<p>Turni</p>');
  });

  it('removes javascript: links but keeps ordinary formatting', () => {
    const html = sanitizeHtml(
      '<ul><li><strong>Laurea</strong> in ingegneria</li></ul><a href="javascript:alert(1)">x</a>',
    );
    expect(html).toContain('<ul><li><strong>Laurea</strong> in ingegneria</li></ul>');
    expect(html).not.toContain('javascript:');
  });
});
