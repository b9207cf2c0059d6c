import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../modal/useBodyScrollLock';
import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import type { GalleryImage } from './galleryImage';
import { galleryCounter, wrapIndex } from './galleryIndex';
import { useSwipe } from '../swipe/useSwipe';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, GridIcon } from '../icons/icons';
import styles from './FullscreenGallery.module.css';
import { useTexts, type TranslateText } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

export interface FullscreenGalleryProps {
  readonly images: readonly GalleryImage[];
  /** Title of what the images show, for the dialog's name and the images' text alternatives. */
  readonly title: string;
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
  readonly onClose: () => void;
  /** Receives the focus back on close (the image button that opened the dialog). */
  readonly returnFocusRef: RefObject<HTMLElement>;
}

type Mode = 'carousel' | 'list';

/** The carousel's image fills the screen; the list's column is at most 1100 px wide. */
const CAROUSEL_SIZES = '100vw';
const LIST_SIZES = '(max-width: 1100px) 100vw, 1100px';

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const imageAlt = (tx: TranslateText, title: string, index: number, total: number) =>
  tx('{{title}}, immagine {{number}} di {{total}}', { title, number: index + 1, total });

/** The carousel: one image, with previous and next (wrapping) and swipes when there are more. */
function CarouselStage({
  images,
  title,
  current,
  onIndexChange,
}: {
  readonly images: readonly GalleryImage[];
  readonly title: string;
  readonly current: number;
  readonly onIndexChange: (index: number) => void;
}) {
  const tx = useTexts(uiTexts);
  const total = images.length;
  const shown = images[current];
  const multiple = total > 1;
  const swipe = useSwipe((direction) =>
    onIndexChange(wrapIndex(current + (direction === 'next' ? 1 : -1), total)),
  );
  return (
    <div className={styles.stage} {...(multiple ? swipe : {})}>
      {multiple ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.previous}`}
          aria-label={tx('Immagine precedente')}
          onClick={() => onIndexChange(wrapIndex(current - 1, total))}
        >
          <ChevronLeftIcon size={32} />
        </button>
      ) : null}
      {shown ? (
        <ResponsiveImage
          key={shown.src}
          className={styles.image}
          image={shown}
          alt={imageAlt(tx, shown.alt || title, current, total)}
          sizes={CAROUSEL_SIZES}
        />
      ) : null}
      {multiple ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={tx('Immagine successiva')}
          onClick={() => onIndexChange(wrapIndex(current + 1, total))}
        >
          <ChevronRightIcon size={32} />
        </button>
      ) : null}
    </div>
  );
}

/** Every image in one scrolling column; choosing one shows it in the carousel. */
function ImageList({
  images,
  title,
  current,
  onChoose,
}: {
  readonly images: readonly GalleryImage[];
  readonly title: string;
  readonly current: number;
  readonly onChoose: (index: number) => void;
}) {
  const tx = useTexts(uiTexts);
  const total = images.length;
  return (
    <ul className={styles.list} aria-label={tx('Tutte le immagini')}>
      {images.map((image, position) => (
        <li key={`${position}:${image.src}`}>
          <button
            type="button"
            className={styles.listItem}
            aria-label={tx("Mostra l'immagine {{number}} di {{total}}", {
              number: position + 1,
              total,
            })}
            aria-current={position === current ? 'true' : undefined}
            onClick={() => onChoose(position)}
          >
            <ResponsiveImage
              className={styles.listImage}
              image={image}
              alt={imageAlt(tx, image.alt || title, position, total)}
              sizes={LIST_SIZES}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dialog's keys: Escape closes, Tab stays inside, and in the carousel ArrowLeft and
 * ArrowRight move (wrapping).
 */
function useGalleryKeys({
  dialogRef,
  current,
  total,
  arrows,
  onIndexChange,
  onClose,
}: {
  readonly dialogRef: RefObject<HTMLElement>;
  readonly current: number;
  readonly total: number;
  /** The arrow keys move (the carousel, with more than one image). */
  readonly arrows: boolean;
  readonly onIndexChange: (index: number) => void;
  readonly onClose: () => void;
}): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' && arrows) {
        event.preventDefault();
        onIndexChange(wrapIndex(current - 1, total));
      } else if (event.key === 'ArrowRight' && arrows) {
        event.preventDefault();
        onIndexChange(wrapIndex(current + 1, total));
      } else if (event.key === 'Tab') {
        keepFocusInside(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialogRef, current, total, arrows, onClose, onIndexChange]);
}

/**
 * The full-screen gallery: a modal dialog over the whole page in one of two modes,
 * toggled from its bar. Carousel: one image with previous/next (wrapping) and the counter;
 * ArrowLeft/ArrowRight and swipes move. List: every image in one scrolling column; choosing one shows it
 * in the carousel. Escape closes, Tab stays inside, page scrolling is locked and the focus
 * returns to the opener on close.
 */
export function FullscreenGallery({
  images,
  title,
  index,
  onIndexChange,
  onClose,
  returnFocusRef,
}: FullscreenGalleryProps) {
  const tx = useTexts(uiTexts);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('carousel');
  const total = images.length;
  const current = wrapIndex(index, total);
  const multiple = total > 1;
  const carousel = mode === 'carousel';

  useBodyScrollLock();

  useEffect(() => {
    const opener = returnFocusRef.current;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, [returnFocusRef]);

  useGalleryKeys({
    dialogRef,
    current,
    total,
    arrows: multiple && carousel,
    onIndexChange,
    onClose,
  });

  const showInCarousel = (chosen: number) => {
    onIndexChange(chosen);
    setMode('carousel');
  };

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
    >
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.heading}>
          {`Galleria: ${title}`}
        </h2>
        {multiple && carousel ? (
          <p className={styles.counter} aria-live="polite" data-testid="fullscreen-gallery-counter">
            {galleryCounter(current, total)}
          </p>
        ) : null}
        {multiple ? (
          <button
            type="button"
            className={styles.barButton}
            aria-pressed={!carousel}
            onClick={() => setMode(carousel ? 'list' : 'carousel')}
          >
            <GridIcon />
            {tx('Tutte le immagini')}
          </button>
        ) : null}
        <button ref={closeRef} type="button" className={styles.barButton} onClick={onClose}>
          <CloseIcon />
          {tx('Chiudi')}
        </button>
      </div>
      {carousel ? (
        <CarouselStage
          images={images}
          title={title}
          current={current}
          onIndexChange={onIndexChange}
        />
      ) : (
        <ImageList images={images} title={title} current={current} onChoose={showInCarousel} />
      )}
    </div>,
    document.body,
  );
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!(active instanceof Node) || !container.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
