import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { REDUCED_MOTION_QUERY } from '@alu/common';
import { MemoryRouter } from 'react-router-dom';
import { HeroSlideshow } from './HeroSlideshow';
import { heroSlides } from './heroSlides.data';
import { removeMatchMedia, stubMatchMedia } from './testing';
import { SLIDE_DURATION_MS } from './useSlideshow';

function renderHero() {
  return render(
    <MemoryRouter>
      <HeroSlideshow />
    </MemoryRouter>,
  );
}

const hero = () => screen.getByTestId('hero');
const progress = () => screen.getByRole('progressbar', { name: 'Avanzamento della diapositiva' });
const thumbnail = (name: string) =>
  within(screen.getByRole('list', { name: 'Diapositive' })).getByRole('button', { name });
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('HeroSlideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    removeMatchMedia();
  });

  it('shows five slides, one h1, and a thumbnail per slide named by its title', () => {
    renderHero();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Alumis/);
    expect(heroSlides).toHaveLength(5);
    const buttons = within(screen.getByRole('list', { name: 'Diapositive' })).getAllByRole(
      'button',
    );
    expect(buttons.map((button) => button.textContent)).toEqual(
      heroSlides.map((slide, index) => `0${index + 1}${slide.title}`),
    );
    expect(hero().getAttribute('data-active-slide')).toBe('1');
    expect(thumbnail(heroSlides[0]!.title).getAttribute('aria-current')).toBe('true');
    expect(thumbnail(heroSlides[1]!.title).getAttribute('aria-current')).toBeNull();
  });

  it('loads the first picture at once with high priority, the next one once the page is idle', () => {
    const { container } = renderHero();
    const slidePictures = () =>
      container.querySelectorAll('[aria-roledescription="diapositiva"] picture');
    // The first slide alone while the page starts (jsdom has no idle callbacks: a timer stands
    // in for them); then the next one too; the rest come when they are near.
    expect(slidePictures()).toHaveLength(1);
    advance(1000);
    const pictures = slidePictures();
    expect(pictures).toHaveLength(2);
    const [first, second] = [...pictures].map((picture) => picture.querySelector('img')!);
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('src')).toBe(heroSlides[0]!.img.src);
    expect(first!.getAttribute('width')).toBe('1600');
    expect(first!.getAttribute('height')).toBe('700');
    expect(second!.getAttribute('src')).toBe(heroSlides[1]!.img.src);
    expect(second!.getAttribute('fetchpriority')).toBeNull();
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(second!.getAttribute('decoding')).toBe('async');
    // Narrow screens get the portrait picture, AVIF first.
    const source = pictures[0]!.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(max-width: 999px)');
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(heroSlides[0]!.imgMobile.sources.avif);
    expect(source.getAttribute('width')).toBe('720');
    expect(source.getAttribute('height')).toBe('1080');
  });

  it('loads the thumbnails lazily, never with high priority', () => {
    const { container } = renderHero();
    const thumbnails = container.querySelectorAll('ul img');
    expect(thumbnails).toHaveLength(5);
    for (const image of thumbnails) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBeNull();
      expect(image.getAttribute('sizes')).toBe('64px');
    }
  });

  it('advances every 5000 ms with the progress bar and wraps to the first slide', () => {
    renderHero();
    advance(2500);
    expect(progress().getAttribute('aria-valuenow')).toBe('50');
    advance(2500);
    expect(hero().getAttribute('data-active-slide')).toBe('2');
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    expect(thumbnail(heroSlides[1]!.title).getAttribute('aria-current')).toBe('true');
    advance(3 * SLIDE_DURATION_MS);
    expect(hero().getAttribute('data-active-slide')).toBe('5');
    advance(SLIDE_DURATION_MS);
    expect(hero().getAttribute('data-active-slide')).toBe('1');
  });

  it('the bar fills as a CSS animation over the slide, held while paused, empty again for the next slide', () => {
    renderHero();
    const fill = () => screen.getByTestId('progress-fill');
    const first = fill();
    expect(first.className).toContain('filling');
    expect(first.style.animationDuration).toBe(`${SLIDE_DURATION_MS}ms`);
    fireEvent.click(screen.getByRole('button', { name: 'Metti in pausa la presentazione' }));
    expect(fill()).toBe(first);
    expect(fill().className).not.toContain('filling');
    fireEvent.click(screen.getByRole('button', { name: 'Avvia la presentazione' }));
    expect(fill()).toBe(first);
    expect(fill().className).toContain('filling');
    advance(SLIDE_DURATION_MS);
    expect(hero().getAttribute('data-active-slide')).toBe('2');
    expect(fill()).not.toBe(first);
    expect(fill().className).toContain('filling');
  });

  it('a thumbnail selects its slide and restarts the time', () => {
    renderHero();
    advance(4000);
    fireEvent.click(thumbnail(heroSlides[3]!.title));
    expect(hero().getAttribute('data-active-slide')).toBe('4');
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    advance(SLIDE_DURATION_MS - 25);
    expect(hero().getAttribute('data-active-slide')).toBe('4');
    advance(25);
    expect(hero().getAttribute('data-active-slide')).toBe('5');
  });

  it('the pause button stops and restarts the rotation', () => {
    renderHero();
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Metti in pausa la presentazione' }));
    expect(hero().getAttribute('data-playing')).toBe('false');
    advance(3 * SLIDE_DURATION_MS);
    expect(hero().getAttribute('data-active-slide')).toBe('1');
    expect(progress().getAttribute('aria-valuenow')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: 'Avvia la presentazione' }));
    advance(4000);
    expect(hero().getAttribute('data-active-slide')).toBe('2');
  });

  it('does not rotate by itself when the visitor prefers reduced motion', () => {
    stubMatchMedia([REDUCED_MOTION_QUERY]);
    renderHero();
    expect(hero().getAttribute('data-playing')).toBe('false');
    advance(3 * SLIDE_DURATION_MS);
    expect(hero().getAttribute('data-active-slide')).toBe('1');
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    // Thumbnails still work, and the visitor may start the rotation explicitly.
    fireEvent.click(thumbnail(heroSlides[2]!.title));
    expect(hero().getAttribute('data-active-slide')).toBe('3');
    advance(SLIDE_DURATION_MS);
    expect(hero().getAttribute('data-active-slide')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Avvia la presentazione' }));
    advance(SLIDE_DURATION_MS);
    expect(hero().getAttribute('data-active-slide')).toBe('4');
  });
});
