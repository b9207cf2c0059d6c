import { textKeysInSource, translationGaps } from '@alu/common/testing';
import { siteConfig } from '@alu/common';
import { CONTACT_SECTION_PAGES, contactPages, CONTACT_PAGES } from './app/contactsPages.data';
import { declaration } from './declaration';
import { SHOW_ALL } from './features/sales-department/SalesDepartment';
import { contactsTexts } from './shared/i18n/contactsTexts';
import { staffTexts } from './shared/i18n/localizeStaff';
import { COUNTRY_MAP_IDS } from './shared/europe-map/countries';
import { STAFF_PAGES, staffOfPage } from './shared/staff/staffPages';
import { regionalSalesStaff } from './shared/staff/salesDepartment.data';

test('every text of the contacts pages, staff, map and menus is written in English and Bulgarian', async () => {
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
  expect(await translationGaps(contactsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});
