import type { ComponentType } from 'react';
import { SectionRoute, type SectionDefinition } from '@alu/common/section-page';
import { AboutUs } from './about-us/AboutUs';
import { COMPANY_PAGE_INFO, COMPANY_SECTION_PAGES, type CompanyPageKey } from './companyPages.data';
import { KeyFigures } from './key-figures/KeyFigures';
import { MissionAndValues } from './mission-and-values/MissionAndValues';
import { ExtrusionPlant } from './plants/ExtrusionPlant';
import { RollingPlant } from './plants/RollingPlant';
import { ResearchAndDevelopment } from './r-and-d/ResearchAndDevelopment';
import { Timeline } from './timeline/Timeline';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

const PAGE_BODIES: Readonly<Record<CompanyPageKey, ComponentType>> = {
  'about-us': AboutUs,
  'mission-and-values': MissionAndValues,
  'key-figures': KeyFigures,
  'r-and-d': ResearchAndDevelopment,
  'rolling-plant': RollingPlant,
  'extrusion-plant': ExtrusionPlant,
  timeline: Timeline,
};

const COMPANY_SECTION: SectionDefinition<CompanyPageKey> = {
  pages: COMPANY_SECTION_PAGES,
  texts: corporateTexts,
  useView: (page) => {
    const info = COMPANY_PAGE_INFO[page];
    const Body = PAGE_BODIES[page];
    return {
      meta: { title: info.label, description: info.description },
      hero: { title: 'Panoramica', eyebrow: 'L’azienda', subtitle: info.label, image: info.cover },
      body: <Body />,
    };
  },
};

/** /about-the-company/{page}: the seven company pages; an unknown page ends on /404. */
export function CompanyPage() {
  return <SectionRoute section={COMPANY_SECTION} />;
}
