import { useEffect, useRef, useState } from 'react';
import styles from './VideoEmbed.module.css';

export interface VideoEmbedProps {
  /** What the video shows; the frame's title and the play button's name. */
  readonly title: string;
  readonly youtubeId: string;
  /** Poster picture shown until the visitor asks for the video. */
  readonly poster: string;
  readonly className?: string;
}

/** How long the reachability check of YouTube may take before the link is offered. */
export const VIDEO_PROBE_TIMEOUT_MS = 4000;
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

type State = 'poster' | 'checking' | 'playing' | 'unreachable';

/** Resolves when YouTube's player host answers at all (an opaque answer is enough). */
async function probeYouTube(signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(`${EMBED_ORIGIN}/favicon.ico`, { mode: 'no-cors', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

export const youtubeWatchUrl = (id: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * A YouTube video that costs nothing until it is wanted: a poster and a play button; the
 * player frame (privacy-enhanced youtube-nocookie.com) loads only after a click. If YouTube
 * cannot be reached the poster stays with a message, and a plain link to the video is always
 * there, so the page looks finished offline and without third-party cookies.
 */
export function VideoEmbed({ title, youtubeId, poster, className }: VideoEmbedProps) {
  const [state, setState] = useState<State>('poster');
  const probe = useRef<AbortController | null>(null);

  useEffect(() => () => probe.current?.abort(), []);

  const play = async () => {
    setState('checking');
    probe.current?.abort();
    const controller = new AbortController();
    probe.current = controller;
    const timer = window.setTimeout(() => controller.abort(), VIDEO_PROBE_TIMEOUT_MS);
    const reachable = await probeYouTube(controller.signal);
    window.clearTimeout(timer);
    if (probe.current === controller) setState(reachable ? 'playing' : 'unreachable');
  };

  const watchUrl = youtubeWatchUrl(youtubeId);
  return (
    <figure className={[styles.video, className].filter(Boolean).join(' ')}>
      <div className={styles.frame}>
        {state === 'playing' ? (
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
            <img className={styles.poster} src={poster} alt="" loading="lazy" decoding="async" />
            {state === 'unreachable' ? (
              <p className={styles.message} role="status">
                Il video non è raggiungibile in questo momento.{' '}
                <a href={watchUrl} target="_blank" rel="noopener noreferrer">
                  Guardalo su YouTube
                </a>
              </p>
            ) : (
              <button
                type="button"
                className={styles.play}
                onClick={() => void play()}
                disabled={state === 'checking'}
                aria-label={`Riproduci il video: ${title}`}
              >
                <svg
                  width="30"
                  height="30"
                  viewBox="0 0 30 30"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M9 5l17 10-17 10z" fill="currentColor" />
                </svg>
              </button>
            )}
          </>
        )}
      </div>
      <figcaption className={styles.caption}>
        {title} ·{' '}
        <a href={watchUrl} target="_blank" rel="noopener noreferrer">
          Apri su YouTube
        </a>
      </figcaption>
    </figure>
  );
}
