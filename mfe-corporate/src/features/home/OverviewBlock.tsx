import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  NARROW_SCREEN_QUERY,
  REDUCED_MOTION_QUERY,
  ResponsiveImage,
  useLocale,
  useMediaQuery,
  VisuallyHidden,
} from '@alu/common';
import { formatMeasure } from '@alu/common/locale-format';
import { readExternalVideoUrl } from './homeConfig';
import { overviewVideoSources, type VideoSource } from './overviewVideo';
import { useSavingData } from './useSavingData';
import { overview, type OverviewContent } from './overview.data';
import { useInView } from './useInView';
import styles from './OverviewBlock.module.css';
import { useLocalizedContent, useTexts } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

interface BackgroundVideoProps {
  readonly sources: readonly VideoSource[];
  readonly playing: boolean;
  readonly onFailure: () => void;
}

/** Muted, looping, decorative. Shown over the poster once its first frame plays. */
function BackgroundVideo({ sources, playing, onFailure }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!playing) {
      video.pause();
      return;
    }
    // The property, not only the attribute: browsers allow autoplay of muted videos only.
    video.muted = true;
    // A refused play() (autoplay blocked, power saving) leaves the poster; not an error.
    Promise.resolve(video.play()).catch(() => undefined);
  }, [playing]);

  return (
    <video
      ref={ref}
      className={`${styles.video} ${started ? styles.videoStarted : ''}`}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="overview-video"
      onPlaying={() => setStarted(true)}
    >
      {sources.map((source, index) => (
        <source
          key={source.src}
          src={source.src}
          type={source.type}
          // When every source has failed, the last one says so.
          onError={index === sources.length - 1 ? onFailure : undefined}
        />
      ))}
    </video>
  );
}

export interface OverviewBlockProps {
  readonly content?: OverviewContent;
  /** Video files behind the block, in order of preference; none for the poster alone. */
  readonly videoSources?: readonly VideoSource[];
  /** The company video on an external site; '' hides the link. */
  readonly externalVideoUrl?: string;
}

/**
 * The company in brief: text, key figures, a link to "Chi siamo" and one to the company
 * video. Behind it a poster picture and a muted background loop, requested only once the
 * block comes near the viewport (never before the first paint), playing only while it is in
 * view, and never for a visitor who asks for reduced motion or to save data.
 */
export function OverviewBlock({
  content: italian = overview,
  videoSources = overviewVideoSources(),
  externalVideoUrl = readExternalVideoUrl(),
}: OverviewBlockProps) {
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  const content = useLocalizedContent(italian, corporateTexts);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef, '100px');
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const savingData = useSavingData();
  const [reached, setReached] = useState(false);
  const [failed, setFailed] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  // The video file is requested only once the block first comes near the viewport.
  useEffect(() => {
    if (inView) setReached(true);
  }, [inView]);

  const withVideo = videoSources.length > 0 && !reducedMotion && !savingData && !failed && reached;
  const playing = inView && !userPaused;

  return (
    <section
      ref={sectionRef}
      className={styles.section}
      aria-labelledby={headingId}
      data-testid="overview"
    >
      <ResponsiveImage
        className={styles.poster}
        image={content.poster}
        artDirection={{ media: NARROW_SCREEN_QUERY, image: content.posterMobile }}
        alt=""
        sizes="100vw"
      />
      {withVideo ? (
        <BackgroundVideo
          sources={videoSources}
          playing={playing}
          onFailure={() => setFailed(true)}
        />
      ) : null}
      <div className={styles.veil} aria-hidden="true" />

      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <h2 id={headingId} className={styles.heading}>
            {content.heading}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <div className={styles.actions}>
            <Link className={styles.primary} to={content.aboutLink.to}>
              {content.aboutLink.label}
            </Link>
            {externalVideoUrl ? (
              <a
                className={styles.secondary}
                href={externalVideoUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                  <circle
                    cx="10"
                    cy="10"
                    r="9"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                  <path d="M8 6l6 4-6 4z" fill="currentColor" />
                </svg>
                {content.videoLinkLabel}
                <VisuallyHidden> {tx('(si apre in una nuova scheda)')}</VisuallyHidden>
              </a>
            ) : null}
          </div>
        </div>
        <dl className={styles.facts}>
          {content.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{formatMeasure(fact.figure, locale)}</dd>
            </div>
          ))}
        </dl>
      </div>

      {withVideo ? (
        <button
          type="button"
          className={styles.videoToggle}
          onClick={() => setUserPaused(!userPaused)}
          aria-label={
            userPaused
              ? tx('Riproduci il video di sfondo')
              : tx('Metti in pausa il video di sfondo')
          }
        >
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {userPaused ? (
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            ) : (
              <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
            )}
          </svg>
        </button>
      ) : null}
    </section>
  );
}
