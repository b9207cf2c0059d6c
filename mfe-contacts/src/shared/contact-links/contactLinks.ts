/** A phone or fax number as a `tel:` link (RFC 3966: digits and a leading + only). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;
