import { figureGaps, glossaryGaps, textKeysInSource, translationGaps } from '@alu/common/testing';
import { siteConfig, type SiteLocale } from '@alu/common';
import { CONTACT_SECTION_PAGES, contactPages, CONTACT_PAGES } from './app/contactsPages.data';
import { declaration } from './declaration';
import { SHOW_ALL } from './features/sales-department/SalesDepartment';
import { contactsTexts } from './shared/i18n/contactsTexts';
import { localizeMember, staffTexts } from './shared/i18n/localizeStaff';
import { COUNTRY_MAP_IDS } from './shared/europe-map/countries';
import { STAFF_PAGES, staffOfPage } from './shared/staff/staffPages';
import { regionalSalesStaff } from './shared/staff/salesDepartment.data';

const texts = [
  ...textKeysInSource(__dirname),
  ...staffTexts([...STAFF_PAGES.flatMap((page) => staffOfPage[page]), ...regionalSalesStaff]),
  ...CONTACT_PAGES.flatMap((page) => {
    const { meta, menuLabel, shareTitle } = contactPages[page];
    return [meta.title, meta.description, menuLabel, ...(shareTitle ? [shareTitle] : [])];
  }),
  ...Object.keys(COUNTRY_MAP_IDS),
  CONTACT_SECTION_PAGES.menuLabel,
  SHOW_ALL,
  'Contatti',
  'Tutti i paesi',
  'Tutti i prodotti',
  'Ufficio acquisti',
  'Altri contatti',
  'Fornitori di metalli, materiali ausiliari, ricambi e servizi di trasporto: ecco a chi rivolgersi per offerte, qualifiche e consegne.',
  'Qualità e certificazioni, lavoro e tirocini, investitori, stampa e fiere: le persone che rispondono alle richieste non commerciali.',
  siteConfig.address.street,
  siteConfig.address.city,
  siteConfig.address.country,
];

test('every text of the contacts pages, staff, map and menus is written in English and Bulgarian', async () => {
  expect(await translationGaps(contactsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});

test('every text of the contacts pages, staff, map and menus follows its language’s glossary', async () => {
  // People's names come from the contact data, not from a dictionary: as each page shows them.
  const staff = [...STAFF_PAGES.flatMap((page) => staffOfPage[page]), ...regionalSalesStaff];
  const names = (locale: SiteLocale) =>
    staff.map((member) => localizeMember(member, (text) => text, locale).name);
  expect(
    await glossaryGaps(contactsTexts, texts, declaration, { en: names('en'), bg: names('bg') }),
  ).toEqual({ it: [], en: [], bg: [] });
});

test('every figure the contacts pages and menus write in English and Bulgarian follows its language’s rule', async () => {
  expect(await figureGaps(contactsTexts, declaration)).toEqual({ en: [], bg: [] });
});
