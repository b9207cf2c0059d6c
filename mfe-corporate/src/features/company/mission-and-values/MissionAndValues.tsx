import { Prose } from '@alu/common';
import * as valuesContent from './values.data';
import styles from './MissionAndValues.module.css';
import { useLocalizedContent } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

/** mission-and-values: the mission and the four values as cards. */
export function MissionAndValues() {
  const { COMPANY_VALUES, MISSION, VALUES_HEADING } = useLocalizedContent(
    valuesContent,
    corporateTexts,
  );
  return (
    <>
      <Prose>
        <h2>{MISSION.heading}</h2>
        {MISSION.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h2>{VALUES_HEADING}</h2>
      </Prose>
      <ul className={styles.values}>
        {COMPANY_VALUES.map((value, index) => (
          <li key={value.key} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.name}>{value.name}</h3>
            <p className={styles.text}>{value.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
