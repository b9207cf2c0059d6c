import { useLocalizedContent } from '@alu/common';
import { SectionRoute, type SectionDefinition } from '@alu/common/section-page';
import { SustainabilityBody } from './SustainabilityBody';
import {
  SUSTAINABILITY_CONTENT,
  SUSTAINABILITY_SECTION_PAGES,
  type SustainabilityPageKey,
} from './sustainability.data';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

const SUSTAINABILITY_SECTION: SectionDefinition<SustainabilityPageKey> = {
  pages: SUSTAINABILITY_SECTION_PAGES,
  texts: corporateTexts,
  useView: (page) => {
    const content = useLocalizedContent(SUSTAINABILITY_CONTENT[page], corporateTexts);
    return {
      meta: { title: content.label, description: content.description },
      hero: {
        title: content.label,
        eyebrow: 'Sostenibilità',
        image: content.hero,
        size: content.heroSize,
      },
      body: <SustainabilityBody content={content} />,
    };
  },
};

/** /sustainability/{page}: environment, health and safety, social responsibility. */
export function SustainabilityPage() {
  return <SectionRoute section={SUSTAINABILITY_SECTION} />;
}
