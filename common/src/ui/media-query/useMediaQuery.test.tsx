import { act, render } from '@testing-library/react';
import { NARROW_SCREEN_QUERY, useMediaQuery } from './useMediaQuery';
import { mockMatchMedia } from './testing';

function Probe() {
  return <p>{useMediaQuery(NARROW_SCREEN_QUERY) ? 'narrow' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; the tests add and remove it.
    delete window.matchMedia;
  });

  it('answers false (wide) where matchMedia does not exist', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('wide');
  });

  it('follows the media query as it changes', () => {
    const media = mockMatchMedia(true);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('narrow');
    expect(media.queries).toContain(NARROW_SCREEN_QUERY);
    act(() => media.set(false));
    expect(container.textContent).toBe('wide');
    act(() => media.set(true));
    expect(container.textContent).toBe('narrow');
  });
});
