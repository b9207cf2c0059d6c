import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import {
  NotFoundRedirect,
  resolveSectionPage,
  SectionPage,
  useDocumentMeta,
  sectionMenuItems,
} from '@alu/common';
import { AboutUs } from './about-us/AboutUs';
import {
  COMPANY_PAGE_INFO,
  COMPANY_PAGES,
  DEFAULT_COMPANY_PAGE,
  companyPagePath,
  type CompanyPageKey,
} from './companyPages.data';
import { KeyFigures } from './key-figures/KeyFigures';
import { MissionAndValues } from './mission-and-values/MissionAndValues';
import { ExtrusionPlant } from './plants/ExtrusionPlant';
import { RollingPlant } from './plants/RollingPlant';
import { ResearchAndDevelopment } from './r-and-d/ResearchAndDevelopment';
import { Timeline } from './timeline/Timeline';

const PAGE_BODIES: Readonly<Record<CompanyPageKey, ComponentType>> = {
  'about-us': AboutUs,
  'mission-and-values': MissionAndValues,
  'key-figures': KeyFigures,
  'r-and-d': ResearchAndDevelopment,
  'rolling-plant': RollingPlant,
  'extrusion-plant': ExtrusionPlant,
  timeline: Timeline,
};

const MENU_LABEL = 'Pagine sull’azienda';

/** /about-the-company/{page}: the seven company pages; an unknown page ends on /404. */
export function CompanyPage() {
  const { page } = useParams<{ page?: string }>();
  const current = resolveSectionPage(page, COMPANY_PAGES, DEFAULT_COMPANY_PAGE);
  if (current === undefined) return <NotFoundRedirect />;
  return <CompanySection page={current} />;
}

function CompanySection({ page }: { readonly page: CompanyPageKey }) {
  const info = COMPANY_PAGE_INFO[page];
  useDocumentMeta({ title: info.label, description: info.description });

  const menuItems = sectionMenuItems(
    COMPANY_PAGES,
    page,
    (key) => COMPANY_PAGE_INFO[key].label,
    companyPagePath,
  );
  const Body = PAGE_BODIES[page];

  return (
    <SectionPage
      hero={{
        title: 'Panoramica',
        eyebrow: 'L’azienda',
        subtitle: info.label,
        image: info.cover,
      }}
      menuLabel={MENU_LABEL}
      menuItems={menuItems}
      shareTitle={`${info.label} | Alumis`}
    >
      <Body />
    </SectionPage>
  );
}
