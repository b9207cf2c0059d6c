import type { ComponentType } from 'react';
import { SectionRoute, type SectionDefinition } from '@alu/common/section-page';
import { CareerIntro } from './CareerIntro';
import { CAREER_SECTION_PAGES, careerPages, type CareerPageKey } from './careerPages.data';
import heroImage from './images/carriera-hero.jpg';
import { Internships } from './Internships';
import { OpenPositions } from './OpenPositions';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

const PAGE_BODIES: Readonly<Record<CareerPageKey, ComponentType>> = {
  career: CareerIntro,
  'open-positions': OpenPositions,
  internships: Internships,
};

const CAREERS_SECTION: SectionDefinition<CareerPageKey> = {
  pages: CAREER_SECTION_PAGES,
  texts: corporateTexts,
  useView: (page) => {
    const info = careerPages[page];
    const Body = PAGE_BODIES[page];
    return {
      meta: info.meta,
      hero: {
        title: 'Carriera',
        eyebrow: info.menuLabel,
        subtitle: info.subtitle,
        image: heroImage,
      },
      body: <Body />,
    };
  },
};

/** /careers/{page}: career, open positions and internships; an unknown page ends on /404. */
export function CareersPage() {
  return <SectionRoute section={CAREERS_SECTION} />;
}
