/**
 * @jest-environment node
 */
import { renderToHtml } from './renderToHtml';

test('multi-byte characters across the renderer’s buffer boundaries leave no U+0000 in the page', async () => {
  // Each padding shifts where the paragraphs' characters fall against the 2 KB buffer.
  for (let padding = 0; padding < 48; padding += 1) {
    const html = await renderToHtml(
      <main>
        <p>{'a'.repeat(padding)}</p>
        {Array.from({ length: 80 }, (_, index) => (
          <p key={index}>{`l’edilizia e l’automotive, Шумен ${index}`}</p>
        ))}
      </main>,
      5000,
    );
    expect(html.includes('\u0000')).toBe(false);
    expect(html).toContain('l’edilizia e l’automotive, Шумен 79');
  }
});
