import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  NotFound,
  useDocumentMeta,
  useLocale,
  useTexts,
  type DocumentMeta,
  type SiteLocale,
  type TranslateText,
} from '@alu/common';
import { COMPANY_NAMES } from '@alu/common/glossary';
import { resolveSectionPage, SectionPage, sectionMenuItems } from '@alu/common/section-page';
import { FactoryLocation } from '../features/factory-location/FactoryLocation';
import { ProfileModal } from '../features/profile/ProfileModal';
import { SalesDepartment } from '../features/sales-department/SalesDepartment';
import { StaffDirectory } from '../features/staff-directory/StaffDirectory';
import { contactsTexts } from '../shared/i18n/contactsTexts';
import { localizeMember } from '../shared/i18n/localizeStaff';
import { contactsPagePath, findProfile } from '../shared/staff/staffPages';
import type { StaffMember } from '../shared/staff/staff';
import { CONTACT_SECTION_PAGES, contactPages, type ContactPageKey } from './contactsPages.data';
import heroImage from './images/contatti-hero.jpg';

const HERO_TITLE = 'Contatti';

function pageBody(page: ContactPageKey): ReactNode {
  switch (page) {
    case 'sales-department':
      return <SalesDepartment />;
    case 'supply-chains':
    case 'other-contacts':
      return <StaffDirectory page={page} />;
    case 'factory-location':
      return <FactoryLocation />;
  }
}

function pageMeta(page: ContactPageKey, tx: TranslateText): DocumentMeta {
  const { meta } = contactPages[page];
  return {
    title: tx(meta.title),
    description: tx(meta.description),
    breadcrumbs: [
      { name: tx(HERO_TITLE), path: contactsPagePath('sales-department') },
      { name: tx(contactPages[page].menuLabel), path: contactsPagePath(page) },
    ],
  };
}

function profileMeta(
  person: StaffMember,
  page: ContactPageKey,
  tx: TranslateText,
  locale: SiteLocale,
): DocumentMeta {
  const member = localizeMember(person, tx, locale);
  const section = tx(contactPages[page].menuLabel);
  const company = COMPANY_NAMES[locale].name;
  return {
    title: `${member.name}, ${member.position}`,
    description: `${member.name}, ${member.position} (${section}, ${company}). ${member.description}`,
    breadcrumbs: [
      ...(pageMeta(page, tx).breadcrumbs ?? []),
      { name: member.name, path: `${contactsPagePath(page)}/${member.slug}` },
    ],
  };
}

/**
 * /contacts/{page} and /contacts/{page}/{profile}: the four contacts pages, and over a staff
 * page the profile its address names. An unknown page or profile shows the not-found page
 * (404) at the address asked for.
 */
export function ContactsPage() {
  const { page, profile } = useParams<{ page?: string; profile?: string }>();
  const current = resolveSectionPage(page, CONTACT_SECTION_PAGES);
  if (current === undefined) return <NotFound />;
  const member = profile === undefined ? undefined : findProfile(current, profile);
  if (profile !== undefined && member === undefined) return <NotFound />;
  return <ContactsSection page={current} member={member} />;
}

function ContactsSection({
  page,
  member,
}: {
  readonly page: ContactPageKey;
  readonly member: StaffMember | undefined;
}) {
  const navigate = useNavigate();
  const tx = useTexts(contactsTexts);
  const locale = useLocale();
  const info = contactPages[page];
  useDocumentMeta(member ? profileMeta(member, page, tx, locale) : pageMeta(page, tx));

  const menuItems = sectionMenuItems(CONTACT_SECTION_PAGES, page).map((item) => ({
    ...item,
    label: tx(item.label),
  }));

  // Closing a profile returns to the page's address in place of the profile's.
  const closeProfile = () =>
    navigate(contactsPagePath(page), { replace: true, preventScrollReset: true });

  return (
    <>
      <SectionPage
        hero={{
          title: tx(HERO_TITLE),
          eyebrow: tx(info.menuLabel),
          image: heroImage,
        }}
        menuLabel={tx(CONTACT_SECTION_PAGES.menuLabel)}
        menuItems={menuItems}
        shareTitle={info.shareTitle && tx(info.shareTitle)}
      >
        {pageBody(page)}
      </SectionPage>
      <ProfileModal member={member} onClose={closeProfile} />
    </>
  );
}
