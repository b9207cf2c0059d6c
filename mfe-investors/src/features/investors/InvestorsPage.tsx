import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import {
  Bone,
  NotFoundRedirect,
  resolveSectionPage,
  SectionPage,
  useDocumentMeta,
  sectionMenuItems,
} from '@alu/common';
import { FinancialStatements } from './financial-statements/FinancialStatements';
import { GeneralMeetings } from './general-meetings/GeneralMeetings';
import heroImage from './images/hero-investitori.jpg';
import {
  DEFAULT_INVESTOR_PAGE,
  INVESTOR_PAGE_INFO,
  INVESTOR_PAGES,
  investorPagePath,
  type InvestorPageKey,
} from './investorPages.data';
import { Management } from './management/Management';
import { Presentations } from './presentations/Presentations';
import { Shares } from './shares/Shares';

// The calendar brings the date-picker library: its code comes only with its page.
const EventsCalendar = lazy(() =>
  import(/* webpackChunkName: "investors-calendar" */ './calendar/EventsCalendar').then(
    (module) => ({ default: module.EventsCalendar }),
  ),
);

const PAGE_BODIES: Readonly<
  Record<InvestorPageKey, ComponentType | LazyExoticComponent<ComponentType>>
> = {
  management: Management,
  'financial-statements': FinancialStatements,
  'general-meetings': GeneralMeetings,
  calendar: EventsCalendar,
  shares: Shares,
  presentations: Presentations,
};

export const INVESTORS_MENU_LABEL = 'Pagine per gli investitori';

/** /investors/{page}: the six investor-relations pages; an unknown page ends on /404. */
export function InvestorsPage() {
  const { page } = useParams<{ page?: string }>();
  const current = resolveSectionPage(page, INVESTOR_PAGES, DEFAULT_INVESTOR_PAGE);
  if (current === undefined) return <NotFoundRedirect />;
  return <InvestorsSection page={current} />;
}

function InvestorsSection({ page }: { readonly page: InvestorPageKey }) {
  const info = INVESTOR_PAGE_INFO[page];
  useDocumentMeta(info.meta);
  const menuItems = sectionMenuItems(
    INVESTOR_PAGES,
    page,
    (key) => INVESTOR_PAGE_INFO[key].label,
    investorPagePath,
  );
  const Body = PAGE_BODIES[page];
  return (
    <SectionPage
      hero={{
        title: info.label,
        eyebrow: 'Investitori',
        image: heroImage,
      }}
      menuLabel={INVESTORS_MENU_LABEL}
      menuItems={menuItems}
      shareTitle={`${info.meta.title} | Alumis`}
    >
      <Suspense fallback={<Bone style={{ display: 'block', height: 480 }} />}>
        <Body />
      </Suspense>
    </SectionPage>
  );
}
