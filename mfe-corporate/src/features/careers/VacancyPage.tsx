import type { ReactNode } from 'react';
import { Link, useHref, useParams } from 'react-router-dom';
import {
  Bone,
  Button,
  careerTextIn,
  NotFound,
  Prose,
  siteConfig,
  useDocumentMeta,
  useLocale,
  useLocalizedContent,
  useSsrStore,
  useTexts,
  type Career,
  type SiteLocale,
} from '@alu/common';
import { SectionPage, sectionMenuItems } from '@alu/common/section-page';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import { CAREER_SECTION_PAGES, careerPagePath, careerPages, vacancyPath } from './careerPages.data';
import heroImage from './images/carriera-hero.jpg';
import { jobPosting } from './jobPosting';
import * as openPositionsContent from './openPositions.data';
import { useVacancy } from './openPositionsApi';
import { VacancyDetails } from './VacancyDetails';
import styles from './VacancyDetails.module.css';

const OPEN_POSITIONS = careerPages['open-positions'];

/** /careers/open-positions/{id}: one vacancy visible today (404 otherwise), server-rendered. */
export function VacancyPage() {
  const { vacancyId = '' } = useParams();
  const vacancy = useVacancy(vacancyId);
  const tx = useTexts(corporateTexts);
  const { openPositionsText: text } = useLocalizedContent(openPositionsContent, corporateTexts);

  switch (vacancy.status) {
    case 'not-found':
      return <NotFound />;
    case 'ready':
      return <Vacancy key={vacancy.data._id} career={vacancy.data} />;
    case 'loading':
    case 'error':
      return (
        <VacancyFrame title={tx(OPEN_POSITIONS.menuLabel)}>
          {vacancy.status === 'loading' ? (
            <VacancySkeleton />
          ) : (
            <div role="alert">
              <p>{text.error}</p>
              <Button onClick={vacancy.retry}>{text.retry}</Button>
            </div>
          )}
        </VacancyFrame>
      );
  }
}

/** One vacancy as visitors see it; `locale` shows another language's text (the preview). */
export function Vacancy({
  career,
  locale: shown,
}: {
  readonly career: Career;
  readonly locale?: SiteLocale;
}) {
  const pageLocale = useLocale();
  const locale = shown ?? pageLocale;
  const tx = useTexts(corporateTexts);
  const origin = useSsrStore()?.origin ?? 'http://site.invalid';
  const href = useHref(vacancyPath(career._id));
  const { text, language } = careerTextIn(career, locale);
  const otherLanguage = language === pageLocale ? undefined : language;
  useDocumentMeta({
    title: text.title,
    description: tx(
      '{{title}}: posizione aperta in Alumis a Shumen, con requisiti e come candidarsi.',
      {
        title: text.title,
      },
    ),
    breadcrumbs: [
      { name: tx(OPEN_POSITIONS.menuLabel), path: careerPagePath('open-positions') },
      { name: text.title, path: vacancyPath(career._id) },
    ],
    structuredData: [
      jobPosting(career, text, {
        origin,
        pageUrl: new URL(href, origin).href,
        street: tx(siteConfig.address.street),
        city: tx(siteConfig.address.city),
      }),
    ],
  });
  return (
    <VacancyFrame title={<span lang={otherLanguage}>{text.title}</span>}>
      <VacancyDetails career={career} text={text} language={language} headingLevel="h2" />
    </VacancyFrame>
  );
}

/** The careers section's header and side menu (open positions current) around a vacancy. */
function VacancyFrame({
  title,
  children,
}: {
  readonly title: ReactNode;
  readonly children: ReactNode;
}) {
  const tx = useTexts(corporateTexts);
  const menuItems = sectionMenuItems(CAREER_SECTION_PAGES, 'open-positions').map((item) => ({
    ...item,
    label: tx(item.label),
  }));
  return (
    <SectionPage
      hero={{ title, eyebrow: tx(OPEN_POSITIONS.menuLabel), size: 'mini', image: heroImage }}
      menuLabel={tx(CAREER_SECTION_PAGES.menuLabel)}
      menuItems={menuItems}
    >
      <Prose className={styles.back}>
        <p>
          <Link to={careerPagePath('open-positions')}>{tx('Tutte le posizioni disponibili')}</Link>
        </p>
      </Prose>
      {children}
    </SectionPage>
  );
}

export function VacancySkeleton() {
  return (
    <div aria-busy="true">
      <Bone className={styles.bonePeriod} />
      <Bone className={styles.boneText} />
      <Bone className={styles.boneText} />
    </div>
  );
}
