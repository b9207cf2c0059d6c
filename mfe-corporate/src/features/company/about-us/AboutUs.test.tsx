import { render, screen, within } from '@testing-library/react';
import { siteConfig } from '@alu/common';
import { AboutUs } from './AboutUs';

describe('AboutUs', () => {
  it('tells the company’s facts and offers the plant-tour video behind a poster', () => {
    render(<AboutUs />);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(/Shumen/, { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/95 %/)).toBeTruthy();
    expect(screen.getByText(/168 milioni di euro/)).toBeTruthy();

    const video = screen.getByRole('region', { name: 'Video: visita allo stabilimento' });
    const { title } = siteConfig.videos.plantTour;
    expect(
      within(video).getByRole('button', { name: `Riproduci il video: ${title}` }),
    ).toBeTruthy();
    // Nothing from YouTube until the visitor asks for it.
    expect(video.querySelector('iframe')).toBeNull();
    const poster = video.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/assets/video-stabilimento.jpg');
    expect(poster?.getAttribute('width')).toBe('1280');
    expect(poster?.getAttribute('height')).toBe('720');
  });
});
