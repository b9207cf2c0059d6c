import {
  DEFAULT_LOCALE,
  narrowestImageUrl,
  textLookup,
  TRANSLATED_LOCALES,
  type SearchEntry,
  type SearchModule,
  type SiteLocale,
  type TextDictionary,
  type TranslatedLocale,
} from '@alu/common';
// The search module is fetched when the overlay first opens: it brings every dictionary.
import english from '../shared/i18n/contactsTexts.en';
import bulgarian from '../shared/i18n/contactsTexts.bg';
import { localizeMember } from '../shared/i18n/localizeStaff';
import type { StaffMember } from '../shared/staff/staff';
import {
  profilePath,
  STAFF_PAGES,
  staffOfPage,
  type StaffPageKey,
} from '../shared/staff/staffPages';

const DICTIONARIES: Readonly<Record<TranslatedLocale, TextDictionary>> = {
  en: english,
  bg: bulgarian,
};

/** One search entry per person and page: choosing it opens the profile over that page. */
export function staffSearchEntry(member: StaffMember, page: StaffPageKey): SearchEntry {
  return {
    key: `${page}/${member.slug}`,
    kind: 'person',
    title: member.name,
    detail: member.position,
    href: profilePath(page, member.slug),
    searchable: [
      member.name,
      member.position,
      ...member.foreignLanguages,
      ...member.tags,
      member.description,
    ],
    // The narrowest copy of the portrait, an absolute URL on this remote's origin (publicPath
    // 'auto').
    ...(member.photo ? { image: narrowestImageUrl(member.photo) } : {}),
  };
}

/**
 * The contacts remote's `./search` federated module: every person of
 * the staff pages, from the same data the pages show.
 */
function entriesIn(locale: SiteLocale): SearchEntry[] {
  const tx = textLookup(locale === DEFAULT_LOCALE ? undefined : DICTIONARIES[locale]);
  return STAFF_PAGES.flatMap((page) =>
    staffOfPage[page].map((member) => staffSearchEntry(localizeMember(member, tx, locale), page)),
  );
}

const search: SearchModule = {
  group: 'Contatti',
  order: 2,
  entries: entriesIn(DEFAULT_LOCALE),
  translations: Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      { group: textLookup(DICTIONARIES[locale])('Contatti'), entries: entriesIn(locale) },
    ]),
  ),
};

export default search;
