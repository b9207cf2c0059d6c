import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Bone } from '@alu/common';
import { SectionRoute, type SectionDefinition } from '@alu/common/section-page';
import { FinancialStatements } from './financial-statements/FinancialStatements';
import { GeneralMeetings } from './general-meetings/GeneralMeetings';
import heroImage from './images/hero-investitori.jpg';
import {
  INVESTOR_PAGE_INFO,
  INVESTOR_SECTION_PAGES,
  type InvestorPageKey,
} from './investorPages.data';
import { Management } from './management/Management';
import { Presentations } from './presentations/Presentations';
import { Shares } from './shares/Shares';
import { investorsTexts } from '../../shared/i18n/investorsTexts';

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

const INVESTORS_SECTION: SectionDefinition<InvestorPageKey> = {
  pages: INVESTOR_SECTION_PAGES,
  texts: investorsTexts,
  useView: (page) => {
    const info = INVESTOR_PAGE_INFO[page];
    const Body = PAGE_BODIES[page];
    return {
      meta: info.meta,
      hero: { title: info.label, eyebrow: 'Investitori', image: heroImage },
      body: (
        <Suspense fallback={<Bone style={{ display: 'block', height: 480 }} />}>
          <Body />
        </Suspense>
      ),
    };
  },
};

/** /investors/{page}: the six investor-relations pages; an unknown page ends on /404. */
export function InvestorsPage() {
  return <SectionRoute section={INVESTORS_SECTION} />;
}
