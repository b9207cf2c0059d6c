import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { REDUCED_MOTION_QUERY, siteConfig } from '@alu/common';
import { readExternalVideoUrl, readHomeBackgroundVideo } from './homeConfig';
import { OverviewBlock, type OverviewBlockProps } from './OverviewBlock';
import { overviewVideoSources } from './overviewVideo';
import { REDUCED_DATA_QUERY } from './useSavingData';
import { removeMatchMedia, stubMatchMedia } from './testing';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let intersect: Callback | undefined;

class FakeIntersectionObserver {
  constructor(callback: Callback) {
    intersect = callback;
  }
  observe() {}
  disconnect() {}
}

function setInView(isIntersecting: boolean) {
  act(() => intersect?.([{ isIntersecting }]));
}

function renderBlock(props: OverviewBlockProps = {}) {
  return render(
    <MemoryRouter>
      <OverviewBlock {...props} />
    </MemoryRouter>,
  );
}

const video = () => screen.queryByTestId<HTMLVideoElement>('overview-video');
const PLANT = [
  { src: '/media/plant.webm', type: 'video/webm' },
  { src: '/media/plant.mp4', type: 'video/mp4' },
];

describe('OverviewBlock', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;

  beforeEach(() => {
    intersect = undefined;
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    removeMatchMedia();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('tells the company in brief with links to about-us and to the video', () => {
    renderBlock({ videoSources: [], externalVideoUrl: 'https://video.example/alumis' });
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByText(/oltre 35 anni/)).toBeTruthy();
    expect(screen.getByText('95%')).toBeTruthy();
    expect(screen.getByText('100.000 t')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chi siamo' }).getAttribute('href')).toBe(
      '/about-the-company/about-us',
    );
    const external = screen.getByRole('link', { name: /Guarda il video/ });
    expect(external.getAttribute('href')).toBe('https://video.example/alumis');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external.textContent).toContain('nuova scheda');
  });

  it('shows only the poster when no video is configured', () => {
    const { container } = renderBlock({ videoSources: [] });
    setInView(true);
    expect(video()).toBeNull();
    expect(container.querySelector('picture img')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the video once in view and plays it muted only while in view', () => {
    renderBlock({ videoSources: PLANT });
    expect(video()).toBeNull();

    setInView(true);
    const element = video()!;
    const sources = Array.from(element.querySelectorAll('source'), (source) => [
      source.getAttribute('src'),
      source.getAttribute('type'),
    ]);
    expect(sources).toEqual([
      ['/media/plant.webm', 'video/webm'],
      ['/media/plant.mp4', 'video/mp4'],
    ]);
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.hasAttribute('playsinline')).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);

    setInView(false);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video()).toBe(element);
    setInView(true);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('has a button that pauses and resumes the video', () => {
    renderBlock({ videoSources: PLANT });
    setInView(true);
    fireEvent.click(screen.getByRole('button', { name: 'Metti in pausa il video di sfondo' }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Riproduci il video di sfondo' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('falls back to the poster when the video fails', () => {
    renderBlock({ videoSources: [{ src: '/media/missing.mp4' }] });
    setInView(true);
    // Every source failed: the last one reports it.
    fireEvent.error(video()!.querySelector('source')!);
    expect(video()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never loads the video for a visitor who asked to save data', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      renderBlock({ videoSources: PLANT });
      setInView(true);
      expect(video()).toBeNull();
      expect(play).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('never loads the video when the browser asks for reduced data', () => {
    stubMatchMedia([REDUCED_DATA_QUERY]);
    renderBlock({ videoSources: PLANT });
    setInView(true);
    expect(video()).toBeNull();
  });

  it('never plays the video for a visitor who prefers reduced motion', () => {
    stubMatchMedia([REDUCED_MOTION_QUERY]);
    renderBlock({ videoSources: PLANT });
    setInView(true);
    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});

describe('overview video sources', () => {
  it('are the project’s own loop, WebM first, unless the configuration names a file or none', () => {
    expect(overviewVideoSources('').map((source) => source.type)).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(overviewVideoSources('/media/plant.mp4')).toEqual([{ src: '/media/plant.mp4' }]);
    expect(overviewVideoSources('none')).toEqual([]);
  });
});

describe('home configuration', () => {
  it('reads the video addresses from siteConfig', () => {
    expect(readHomeBackgroundVideo()).toBe(siteConfig.videos.homeBackground.trim());
    expect(readExternalVideoUrl()).toBe(siteConfig.externalVideoUrl);
  });

  it('answers an empty string for an older siteConfig without the fields', () => {
    expect(readHomeBackgroundVideo({ companyName: 'Alumis' })).toBe('');
    expect(readHomeBackgroundVideo({ videos: { homeBackground: 42 } })).toBe('');
    expect(readHomeBackgroundVideo({ videos: { homeBackground: ' /v.mp4 ' } })).toBe('/v.mp4');
    expect(readExternalVideoUrl(null)).toBe('');
  });
});
