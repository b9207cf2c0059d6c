import { DEFAULT_LOCALE, type SiteLocale, type TranslateText } from '@alu/common';
import { personNameIn } from '@alu/common/glossary';
import type { StaffMember } from '../staff/staff';

/**
 * A staff member's texts in the page's language, the name in its script. Countries and
 * product lines stay as the data's keys (the filters and the map use them); they are shown
 * through `tx` where drawn.
 */
export function localizeMember(
  member: StaffMember,
  tx: TranslateText,
  locale: SiteLocale,
): StaffMember {
  return {
    ...member,
    name: personNameIn(locale, member),
    position: tx(member.position),
    regions: member.regions.map((region) => tx(region)),
    foreignLanguages: member.foreignLanguages.map((language) => tx(language)),
    description: tx(member.description),
    ...(member.notice !== undefined && { notice: tx(member.notice) }),
  };
}

/** Every Italian text of a staff list a visitor reads (the translation test checks them). */
export function staffTexts(staff: readonly StaffMember[]): string[] {
  const texts: string[] = [];
  const collect: TranslateText = (text) => {
    texts.push(text);
    return text;
  };
  for (const member of staff) {
    localizeMember(member, collect, DEFAULT_LOCALE);
    for (const country of member.countries ?? []) collect(country);
    for (const product of member.products ?? []) collect(product);
  }
  return texts;
}
