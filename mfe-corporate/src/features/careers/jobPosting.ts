import {
  CAREERS_TIME_ZONE,
  hasVisibleText,
  siteConfig,
  type Career,
  type CareerText,
} from '@alu/common';
import escapeHtml from 'escape-html';

/** "+03:00": the offset of the company's time zone on a day (summer or winter time). */
function offsetOn(isoDate: string): string {
  const noon = new Date(`${isoDate}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', {
    timeZone: CAREERS_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** The last moment a vacancy shows: the end of its last day, in Shumen. */
export const validThrough = (endDate: string) => `${endDate}T23:59:59${offsetOn(endDate)}`;

/**
 * A vacancy as schema.org's JobPosting, in the language it is shown in: its title (the page's
 * h1), its texts as the description (HTML; a vacancy without texts is described by its title,
 * escaped, in a paragraph), the day it opened and the end of its last day.
 */
export function jobPosting(
  career: Career,
  text: CareerText,
  {
    origin,
    pageUrl,
    street,
    city,
  }: { origin: string; pageUrl: string; street: string; city: string },
): Record<string, unknown> {
  const description = [text.responsibilities, text.requirements, text.additional]
    .filter(hasVisibleText)
    .join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text.title,
    description: description || `<p>${escapeHtml(text.title)}</p>`,
    datePosted: career.startDate,
    validThrough: validThrough(career.endDate),
    url: pageUrl,
    directApply: false,
    hiringOrganization: {
      '@type': 'Organization',
      name: siteConfig.legalName,
      sameAs: new URL('/', origin).href,
      logo: new URL('/icon-512.png', origin).href,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: street,
        addressLocality: city,
        postalCode: siteConfig.address.postalCode,
        addressCountry: 'BG',
      },
    },
  };
}
