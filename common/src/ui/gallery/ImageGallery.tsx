import { startTransition, useCallback, useRef, useState } from 'react';
import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import type { GalleryImage } from './galleryImage';
import { CONTENT_COLUMN_SIZES } from '../side-layout/contentColumnSizes';
import { FullscreenGallery } from './FullscreenGallery';
import { galleryCounter, wrapIndex } from './galleryIndex';
import { useSwipe } from '../swipe/useSwipe';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../icons/icons';
import styles from './ImageGallery.module.css';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

export interface ImageGalleryProps {
  readonly images: readonly GalleryImage[];
  /** Title of what the images show (an article, a product), for their text alternatives. */
  readonly title: string;
  /** Accessible name of the gallery's region. */
  readonly label?: string;
  /** The gallery's width per layout (`sizes`); by default the content column of `SideLayout`. */
  readonly sizes?: string;
  readonly className?: string;
}

/**
 * An image gallery (a news article's, a product's preview): one image at a time with
 * previous/next buttons that wrap around and an "n/total" counter (both hidden for a single
 * image; nothing at all without images); on touch screens a swipe turns the image too. The
 * image is a button opening the full-screen gallery on the same image. Key it by what it shows to start again from the first image.
 */
export function ImageGallery({
  images,
  title,
  label,
  sizes = CONTENT_COLUMN_SIZES,
  className,
}: ImageGalleryProps) {
  const tx = useTexts(uiTexts);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setFullscreen(false), []);
  const total = images.length;
  const current = wrapIndex(index, total);
  const swipe = useSwipe((direction) =>
    setIndex(wrapIndex(current + (direction === 'next' ? 1 : -1), total)),
  );
  if (total === 0) return null;

  const shown = images[current];
  const multiple = total > 1;
  return (
    <section
      className={[styles.gallery, className].filter(Boolean).join(' ')}
      aria-label={label ?? tx('Galleria di immagini')}
    >
      <div className={styles.stage} {...(total > 1 ? swipe : {})}>
        <button
          ref={opener}
          type="button"
          className={styles.open}
          aria-label={tx('Apri la galleria a schermo intero')}
          // The viewer is drawn in a render React may split: the press itself answers at once.
          onClick={() => startTransition(() => setFullscreen(true))}
        >
          {shown ? (
            <ResponsiveImage
              key={shown.src}
              className={styles.image}
              image={shown}
              alt={tx('{{title}}, immagine {{number}} di {{total}}', {
                title: shown.alt || title,
                number: current + 1,
                total,
              })}
              sizes={sizes}
            />
          ) : null}
          <span className={styles.expand} aria-hidden="true">
            <ExpandIcon />
          </span>
        </button>
        {multiple ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={tx('Immagine precedente')}
              onClick={() => setIndex(wrapIndex(current - 1, total))}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={tx('Immagine successiva')}
              onClick={() => setIndex(wrapIndex(current + 1, total))}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      {multiple ? (
        <p className={styles.counter} aria-live="polite" data-testid="gallery-counter">
          {galleryCounter(current, total)}
        </p>
      ) : null}
      {fullscreen ? (
        <FullscreenGallery
          images={images}
          title={title}
          index={current}
          onIndexChange={setIndex}
          onClose={close}
          returnFocusRef={opener}
        />
      ) : null}
    </section>
  );
}
