import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  NARROW_SCREEN_QUERY,
  PauseIcon,
  PlayIcon,
  REDUCED_MOTION_QUERY,
  ResponsiveImage,
  useMediaQuery,
} from '@alu/common';
import { heroSlides, type HeroSlide } from './heroSlides.data';
import { useSlideshow } from './useSlideshow';
import styles from './HeroSlideshow.module.css';
import { useLocalizedContent, useSwipe, useTexts } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

const twoDigits = (n: number) => String(n).padStart(2, '0');

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
  /** Slides whose picture is in the page (the ones shown so far and the next one). */
  readonly loaded: ReadonlySet<number>;
  readonly live: boolean;
}

// Memoised: the progress bar re-renders the slideshow every 25 ms, the slides only change
// with the active slide.
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
  const { active, progress, select } = useSlideshow(slides.length, paused);
  const swipe = useSwipe((direction) =>
    select((active + (direction === 'next' ? 1 : -1) + slides.length) % slides.length),
  );

  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const next = (active + 1) % slides.length;
  useEffect(() => {
    setLoaded((current) =>
      current.has(active) && current.has(next) ? current : new Set([...current, active, next]),
    );
  }, [active, next]);

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
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={tx('Avanzamento della diapositiva')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div
                className={styles.progressFill}
                style={{ transform: `scaleX(${progress / 100})` }}
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
