import { CONTENT_COLUMN_SIZES, LinkList, Prose, ResponsiveImage } from '@alu/common';
import { TextBlockView } from '../../shared/text-block/TextBlockView';
import * as careerContent from './career.data';
import plantImage from './images/carriera-impianto.jpg';
import styles from './CareerIntro.module.css';
import { useLocalizedContent } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

/** /careers/career: the HR philosophy, equal opportunity and where to go next. */
export function CareerIntro() {
  const { careerText } = useLocalizedContent(careerContent, corporateTexts);
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
