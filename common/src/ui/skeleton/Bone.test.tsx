import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { Bone } from './Bone';

describe('loading skeleton pieces', () => {
  it('a bone is hidden from assistive technology and keeps the caller class', () => {
    const { container } = render(<Bone className="cardImage" />);
    const bone = container.firstElementChild;
    expect(bone?.getAttribute('aria-hidden')).toBe('true');
    expect(bone?.className).toContain('cardImage');
  });

  it('visually hidden text stays in the accessibility tree with its role', () => {
    render(
      <VisuallyHidden as="p" role="status">
        Caricamento…
      </VisuallyHidden>,
    );
    expect(screen.getByRole('status').textContent).toBe('Caricamento…');
  });
});
