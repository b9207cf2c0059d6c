import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import type { ResponsiveImageData } from '../responsive-image/responsiveImageData';
import { CONTENT_COLUMN_SIZES } from '../side-layout/contentColumnSizes';
import { EMBED_PROBE_TIMEOUT_MS, useOnDemandEmbed } from '../third-party-embed/useOnDemandEmbed';
import { EmbedGate } from '../third-party-embed/EmbedGate';
import styles from './VideoEmbed.module.css';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

export interface VideoEmbedProps {
  /** What the video shows; the frame's title and the play button's name. */
  readonly title: string;
  readonly youtubeId: string;
  /** Poster picture shown until the visitor asks for the video. */
  readonly poster: ResponsiveImageData;
  /** The player's width per layout (`sizes`); by default the content column of `SideLayout`. */
  readonly sizes?: string;
  readonly className?: string;
}

/** How long the reachability check of YouTube may take before the link is offered. */
export const VIDEO_PROBE_TIMEOUT_MS = EMBED_PROBE_TIMEOUT_MS;
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export const youtubeWatchUrl = (id: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * A YouTube video that costs nothing until it is wanted: a poster and a play button; the
 * player frame (privacy-enhanced youtube-nocookie.com) loads only after a click. If YouTube
 * cannot be reached the poster stays with a message, and a plain link to the video is always
 * there, so the page looks finished offline and without third-party cookies.
 */
export function VideoEmbed({
  title,
  youtubeId,
  poster,
  sizes = CONTENT_COLUMN_SIZES,
  className,
}: VideoEmbedProps) {
  const tx = useTexts(uiTexts);
  const { state, load } = useOnDemandEmbed(`${EMBED_ORIGIN}/favicon.ico`, VIDEO_PROBE_TIMEOUT_MS);

  const watchUrl = youtubeWatchUrl(youtubeId);
  return (
    <figure className={[styles.video, className].filter(Boolean).join(' ')}>
      <div className={styles.frame}>
        {state === 'ready' ? (
          <iframe
            className={styles.player}
            src={`${EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <>
            <ResponsiveImage className={styles.poster} image={poster} alt="" sizes={sizes} />
            <EmbedGate
              state={state}
              onLoad={load}
              unreachable={{
                message: tx('Il video non è raggiungibile in questo momento.'),
                href: watchUrl,
                link: tx('Guardalo su YouTube'),
              }}
              messageClassName={styles.message}
              buttonClassName={styles.play}
              buttonLabel={tx('Riproduci il video: {{title}}', { title })}
            >
              <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
                <path d="M9 5l17 10-17 10z" fill="currentColor" />
              </svg>
            </EmbedGate>
          </>
        )}
      </div>
      <figcaption className={styles.caption}>
        {title} ·{' '}
        <a href={watchUrl} target="_blank" rel="noopener noreferrer">
          {tx('Apri su YouTube')}
        </a>
      </figcaption>
    </figure>
  );
}
