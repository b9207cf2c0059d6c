import { SectionRoute, type SectionDefinition } from '@alu/common/section-page';
import { SustainabilityBody } from './SustainabilityBody';
import {
  DEFAULT_SUSTAINABILITY_PAGE,
  SUSTAINABILITY_CONTENT,
  SUSTAINABILITY_PAGES,
  sustainabilityPagePath,
  type SustainabilityPageKey,
} from './sustainability.data';

export const SUSTAINABILITY_MENU_LABEL = 'Pagine sulla sostenibilità';

const SUSTAINABILITY_SECTION: SectionDefinition<SustainabilityPageKey> = {
  pages: SUSTAINABILITY_PAGES,
  defaultPage: DEFAULT_SUSTAINABILITY_PAGE,
  pathOf: sustainabilityPagePath,
  menuLabel: SUSTAINABILITY_MENU_LABEL,
  pageLabel: (page) => SUSTAINABILITY_CONTENT[page].label,
  useView: (page) => {
    const content = SUSTAINABILITY_CONTENT[page];
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
