import { CONTENT_COLUMN_SIZES, LinkList, Prose, ResponsiveImage } from '@alu/common';
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
      <LinkList
        links={careerText.nextSteps}
        className={styles.nextSteps}
        linkClassName={styles.nextStep}
      />
    </>
  );
}
