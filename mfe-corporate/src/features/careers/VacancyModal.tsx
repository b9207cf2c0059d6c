import { careerTextIn, useLocale, type Career } from '@alu/common';
import { Modal } from '@alu/common/modal';
import { VacancyDetails } from './VacancyDetails';

/** A vacancy's details over the list, in the page's language (or Italian, labelled). */
export function VacancyModal({
  career,
  onClose,
}: {
  readonly career: Career;
  readonly onClose: () => void;
}) {
  const locale = useLocale();
  const { text, language } = careerTextIn(career, locale);
  return (
    <Modal
      open
      title={<span lang={language === locale ? undefined : language}>{text.title}</span>}
      onClose={onClose}
    >
      <VacancyDetails career={career} text={text} language={language} headingLevel="h3" />
    </Modal>
  );
}
