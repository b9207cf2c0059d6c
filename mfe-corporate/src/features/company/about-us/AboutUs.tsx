import { Prose } from '@alu/common';
import { VideoEmbed } from '@alu/common/video-embed';
import poster from '../images/video-stabilimento.jpg';
import * as aboutContent from './about.data';
import type { TextSection } from './about.data';
import { readPlantTourVideo } from './plantTourVideo';
import styles from './AboutUs.module.css';
import { useLocalizedContent, useTexts } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

/** about-us: the company in brief and the plant-tour video. */
export function AboutUs() {
  const { ABOUT_INTRO, ABOUT_SECTIONS, VIDEO_LABEL } = useLocalizedContent(
    aboutContent,
    corporateTexts,
  );
  const tx = useTexts(corporateTexts);
  const video = readPlantTourVideo();
  return (
    <>
      <Prose>
        <Section section={ABOUT_INTRO} />
      </Prose>
      {/* Outside Prose: its image rules would override the player's poster sizing. */}
      {video ? (
        <section aria-label={VIDEO_LABEL} className={styles.video}>
          <VideoEmbed title={tx(video.title)} youtubeId={video.youtubeId} poster={poster} />
        </section>
      ) : null}
      <Prose>
        {ABOUT_SECTIONS.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </Prose>
    </>
  );
}

function Section({ section }: { readonly section: TextSection }) {
  return (
    <>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
