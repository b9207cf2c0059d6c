import { act, fireEvent, render, screen } from '@testing-library/react';
import { VideoEmbed } from './VideoEmbed';

const poster = {
  src: '/assets/poster-1280.0123abcd.jpg',
  width: 1280,
  height: 720,
  sources: { fallback: '/assets/poster-1280.0123abcd.jpg 1280w' },
};
const props = { title: 'Visita allo stabilimento', youtubeId: 'Q7mTz3KpL2c', poster };

async function clickPlay() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Riproduci il video/ }));
  });
}

describe('VideoEmbed', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows only a poster and a link until the visitor asks for the video', () => {
    global.fetch = jest.fn();
    render(<VideoEmbed {...props} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(poster.src);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Apri su YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=Q7mTz3KpL2c',
    );
  });

  it('loads the privacy-enhanced player after a click when YouTube answers', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
    render(<VideoEmbed {...props} />);
    await clickPlay();
    const frame = screen.getByTitle('Visita allo stabilimento');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Q7mTz3KpL2c?autoplay=1&rel=0',
    );
  });

  it('keeps the poster and offers the link when YouTube cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<VideoEmbed {...props} />);
    await clickPlay();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('non è raggiungibile');
    expect(screen.getByRole('link', { name: 'Guardalo su YouTube' })).toBeTruthy();
  });
});
