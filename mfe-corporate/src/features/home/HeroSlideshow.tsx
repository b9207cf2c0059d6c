import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  NARROW_SCREEN_QUERY,
  PauseIcon,
  PlayIcon,
  REDUCED_MOTION_QUERY,
  ResponsiveImage,
  useHydrated,
  useMediaQuery,
} from '@alu/common';
import { useIdle } from '@alu/common/idle';
import { heroSlides, type HeroSlide } from './heroSlides.data';
import { SLIDE_DURATION_MS, useSlideshow } from './useSlideshow';
import styles from './HeroSlideshow.module.css';
import { useLocalizedContent, useSwipe, useTexts } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The fill's run over one slide's time (one object: React sees no change). */
const FILL_TIMING = { animationDuration: `${SLIDE_DURATION_MS}ms` } as const;

interface SlidePictureProps {
  readonly slide: HeroSlide;
  /** The first slide's picture is the page's LCP element: loaded at once, first. */
  readonly first: boolean;
}

/** The hero fills the viewport's width; narrow screens get the portrait crop. */
function SlidePicture({ slide, first }: SlidePictureProps) {
  return (
    <ResponsiveImage
      className={styles.image}
      image={slide.img}
      artDirection={{ media: NARROW_SCREEN_QUERY, image: slide.imgMobile }}
      alt=""
      sizes="100vw"
      priority={first}
    />
  );
}

interface SlidesProps {
  readonly slides: readonly HeroSlide[];
  readonly active: number;
  /** Slides whose picture is in the page (the ones shown so far and, soon, the next one). */
  readonly loaded: ReadonlySet<number>;
  readonly live: boolean;
}

// Memoised: the slides change only with the active slide and the pictures loaded.
const Slides = memo(function Slides({ slides, active, loaded, live }: SlidesProps) {
  const tx = useTexts(corporateTexts);
  return (
    <div className={styles.slides} aria-live={live ? 'polite' : 'off'}>
      {slides.map((slide, index) => (
        <div
          key={slide.id}
          role="group"
          aria-roledescription={tx('diapositiva')}
          aria-label={tx('{{number}} di {{total}}', { number: index + 1, total: slides.length })}
          className={[
            styles.slide,
            slide.dark ? styles.dark : styles.light,
            index === active ? styles.active : '',
          ].join(' ')}
        >
          {loaded.has(index) ? <SlidePicture slide={slide} first={index === 0} /> : null}
          <div className={styles.veil} aria-hidden="true" />
          <div className={styles.body}>
            <div className={styles.text}>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.subtitle}>{slide.subtitle}</p>
              {slide.link ? (
                <Link className={styles.cta} to={slide.link.to}>
                  {slide.link.label}
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                    <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
});

interface ThumbnailsProps {
  readonly slides: readonly HeroSlide[];
  readonly active: number;
  readonly onSelect: (index: number) => void;
}

const Thumbnails = memo(function Thumbnails({ slides, active, onSelect }: ThumbnailsProps) {
  const tx = useTexts(corporateTexts);
  return (
    <ul className={styles.thumbs} aria-label={tx('Diapositive')}>
      {slides.map((slide, index) => (
        <li key={slide.id}>
          <button
            type="button"
            className={`${styles.thumb} ${index === active ? styles.thumbActive : ''}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onSelect(index)}
          >
            <ResponsiveImage
              className={styles.thumbImage}
              image={slide.imgMini}
              alt=""
              sizes="64px"
            />
            <span className={styles.thumbNumber} aria-hidden="true">
              {twoDigits(index + 1)}
            </span>
            <span className={styles.thumbTitle}>{slide.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
});
export interface HeroSlideshowProps {
  readonly slides?: readonly HeroSlide[];
}

/** The next slide's picture waits for an idle moment at most this long (the slide comes at 5 s). */
const NEXT_PICTURE_IDLE_TIMEOUT_MS = 2000;

/**
 * The home page's hero: five slides that change every 5 s with a
 * progress bar, thumbnails to choose a slide (or a swipe on touch screens), and a pause
 * button (WCAG 2.2.2). It stops while
 * the tab is hidden, and does not rotate by itself when the visitor asks for reduced motion
 * (the button can still start it). The page's h1 is the hero's constant line above the slides.
 */
export function HeroSlideshow({ slides: italian = heroSlides }: HeroSlideshowProps) {
  const tx = useTexts(corporateTexts);
  const slides = useLocalizedContent(italian, corporateTexts);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // null: the visitor has not chosen, so the preference for reduced motion decides.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const progressBar = useRef<HTMLDivElement>(null);
  // The value is written here, outside React's renders (see useSlideshow).
  const writeProgress = useCallback((progress: number) => {
    progressBar.current?.setAttribute('aria-valuenow', String(progress));
  }, []);
  const { active, epoch, running, select } = useSlideshow(slides.length, paused, writeProgress);
  // The fill is a CSS animation over the slide's time, run by the compositor: drawn from the
  // main thread forty times a second, each step was a frame of its own. It starts with the
  // timer, once the page is interactive (the server's page shows it empty).
  const filling = useHydrated() && running;
  const swipe = useSwipe((direction) =>
    select((active + (direction === 'next' ? 1 : -1) + slides.length) % slides.length),
  );

  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const next = (active + 1) % slides.length;
  // The next slide's picture comes once the page has started (its first idle moment): it is
  // needed only when that slide shows, and on a phone its download and decoding competed
  // with the page's own start.
  const idle = useIdle(NEXT_PICTURE_IDLE_TIMEOUT_MS);
  useEffect(() => {
    const wanted = idle ? [active, next] : [active];
    setLoaded((current) =>
      wanted.every((index) => current.has(index)) ? current : new Set([...current, ...wanted]),
    );
  }, [active, next, idle]);

  const activeSlide = slides[active];
  return (
    <section
      className={`${styles.hero} ${activeSlide?.dark === false ? styles.toneLight : ''}`}
      aria-roledescription={tx('carosello')}
      aria-label={tx('In primo piano')}
      data-testid="hero"
      data-active-slide={active + 1}
      data-playing={!paused}
      {...swipe}
    >
      <Slides slides={slides} active={active} loaded={loaded} live={paused} />
      <div className={styles.frame}>
        <h1 className={styles.heading}>{tx('Alumis – laminati e profili estrusi in alluminio')}</h1>
      </div>
      <div className={styles.controls}>
        <div className={styles.controlsInner}>
          <div className={styles.progressRow}>
            <button
              type="button"
              className={styles.pause}
              onClick={() => setUserPaused(!paused)}
              aria-label={
                paused ? tx('Avvia la presentazione') : tx('Metti in pausa la presentazione')
              }
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
            {/* The value is the server's starting point; writeProgress moves it (React never
                writes it again: the prop does not change). */}
            <div
              ref={progressBar}
              className={styles.progress}
              role="progressbar"
              aria-label={tx('Avanzamento della diapositiva')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={0}
            >
              <div
                // A new slide or a choice starts the fill again from empty.
                key={`${active}:${epoch}`}
                className={`${styles.progressFill} ${filling ? styles.filling : ''}`}
                style={FILL_TIMING}
                data-testid="progress-fill"
              />
            </div>
            <p className={styles.counter} aria-hidden="true">
              {twoDigits(active + 1)} / {twoDigits(slides.length)}
            </p>
          </div>
          <Thumbnails slides={slides} active={active} onSelect={select} />
        </div>
      </div>
    </section>
  );
}
