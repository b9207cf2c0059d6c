import { render, screen, waitFor } from '@testing-library/react';
import { RichHtml } from './RichHtml';

describe('RichHtml', () => {
  it('shows rich text only once sanitised, without scripts or handlers', async () => {
    const { container } = render(
      <RichHtml
        html={
          '<p>Testo <strong>importante</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'
        }
      />,
    );
    // Mounted in the browser (not hydrating): nothing unsanitised is ever in the document.
    expect(container.textContent).toBe('');
    expect((await screen.findByText('importante')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('follows a change of text', async () => {
    const { rerender, container } = render(<RichHtml html="<p>Prima</p>" />);
    await screen.findByText('Prima');
    rerender(<RichHtml html="<p>Seconda</p>" />);
    await waitFor(() => expect(container.textContent).toBe('Seconda'));
  });
});
