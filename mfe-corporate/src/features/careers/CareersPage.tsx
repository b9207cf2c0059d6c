import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import {
  NotFoundRedirect,
  resolveSectionPage,
  SectionPage,
  useDocumentMeta,
  sectionMenuItems,
} from '@alu/common';
import { CareerIntro } from './CareerIntro';
import {
  CAREER_PAGES,
  careerPagePath,
  careerPages,
  DEFAULT_CAREER_PAGE,
  type CareerPageKey,
} from './careerPages.data';
import heroImage from './images/carriera-hero.jpg';
import { Internships } from './Internships';
import { OpenPositions } from './OpenPositions';

const PAGE_BODIES: Readonly<Record<CareerPageKey, ComponentType>> = {
  career: CareerIntro,
  'open-positions': OpenPositions,
  internships: Internships,
};

const HERO_TITLE = 'Carriera';
const MENU_LABEL = 'Pagine sulla carriera';

/** /careers/{page}: career, open positions and internships; an unknown page ends on /404. */
export function CareersPage() {
  const { page } = useParams<{ page?: string }>();
  const current = resolveSectionPage(page, CAREER_PAGES, DEFAULT_CAREER_PAGE);
  if (current === undefined) return <NotFoundRedirect />;
  return <CareersSection page={current} />;
}

function CareersSection({ page }: { readonly page: CareerPageKey }) {
  const info = careerPages[page];
  useDocumentMeta(info.meta);

  const menuItems = sectionMenuItems(
    CAREER_PAGES,
    page,
    (key) => careerPages[key].menuLabel,
    careerPagePath,
  );
  const Body = PAGE_BODIES[page];

  return (
    <SectionPage
      hero={{
        title: HERO_TITLE,
        eyebrow: info.menuLabel,
        subtitle: info.subtitle,
        image: heroImage,
      }}
      menuLabel={MENU_LABEL}
      menuItems={menuItems}
      shareTitle={`${info.meta.title} | Alumis`}
    >
      <Body />
    </SectionPage>
  );
}
