import { useRef, type ReactNode } from 'react';
import { Prose, ResponsiveImage, VisuallyHidden } from '@alu/common';
import * as timelineContent from './timeline.data';
import type { Milestone } from './timeline.data';
import { useTimelineProgress } from './useTimelineProgress';
import styles from './Timeline.module.css';
import { useLocalizedContent } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

/** Beside the text in a 220 px column; above it, up to 480 px, on narrow screens. */
const PHOTO_SIZES = '(max-width: 720px) min(480px, calc(100vw - 92px)), 220px';

/** timeline: the milestones as an ordered list; each row lights up as it scrolls into view. */
export function Timeline() {
  const { MILESTONES, TIMELINE_END_LABEL, TIMELINE_HEADING, TIMELINE_INTRO } = useLocalizedContent(
    timelineContent,
    corporateTexts,
  );
  const listRef = useRef<HTMLOListElement>(null);
  // The milestones and the end marker.
  const reached = useTimelineProgress(listRef, MILESTONES.length + 1);
  return (
    <>
      <Prose>
        <h2>{TIMELINE_HEADING}</h2>
        <p>{TIMELINE_INTRO}</p>
      </Prose>
      <ol ref={listRef} className={styles.timeline}>
        {MILESTONES.map((milestone, index) => (
          <MilestoneRow key={milestone.year} milestone={milestone} visible={index <= reached} />
        ))}
        <TimelineRow year="…" end visible={reached >= MILESTONES.length}>
          <VisuallyHidden as="p">{TIMELINE_END_LABEL}</VisuallyHidden>
        </TimelineRow>
      </ol>
    </>
  );
}

interface MilestoneRowProps {
  readonly milestone: Milestone;
  readonly visible: boolean;
}

function MilestoneRow({ milestone, visible }: MilestoneRowProps) {
  return (
    <TimelineRow year={milestone.year.replace('-', '–')} visible={visible}>
      <div className={styles.body}>
        <ResponsiveImage
          className={styles.photo}
          image={milestone.image}
          alt=""
          sizes={PHOTO_SIZES}
        />
        <p className={styles.text}>{milestone.text}</p>
      </div>
    </TimelineRow>
  );
}

interface TimelineRowProps {
  readonly year: string;
  /** The closing ellipsis marker: not a heading, and no line continues below it. */
  readonly end?: boolean;
  /** Scrolled into view at least once (lit). */
  readonly visible: boolean;
  readonly children: ReactNode;
}

function TimelineRow({ year, end = false, visible, children }: TimelineRowProps) {
  const classes = [styles.row, visible ? styles.visible : '', end ? styles.end : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid="timeline-row" data-visible={String(visible)}>
      {end ? (
        <span className={styles.year} aria-hidden="true">
          {year}
        </span>
      ) : (
        <h3 className={styles.year}>{year}</h3>
      )}
      <span className={styles.track} aria-hidden="true">
        <span className={styles.circle} data-part="circle" />
        {end ? null : <span className={styles.line} />}
      </span>
      <div className={styles.content}>{children}</div>
    </li>
  );
}
