import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage } from '@alu/common';
import { Link } from 'react-router-dom';
import { TextBlockView } from '../../shared/text-block/TextBlockView';
import { careerText } from './career.data';
import plantImage from './images/carriera-impianto.jpg';
import styles from './CareerIntro.module.css';

/** /careers/career: the HR philosophy, equal opportunity and where to go next. */
export function CareerIntro() {
  return (
    <>
      <Prose>
        <TextBlockView block={careerText.intro} />
        <figure>
          <ResponsiveImage image={plantImage} alt="" sizes={CONTENT_COLUMN_SIZES} />
          <figcaption>{careerText.figureCaption}</figcaption>
        </figure>
        {careerText.blocks.map((block) => (
          <TextBlockView key={block.heading} block={block} />
        ))}
      </Prose>
      <ul className={styles.nextSteps}>
        {careerText.nextSteps.map((link) => (
          <li key={link.to}>
            <Link className={styles.nextStep} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
