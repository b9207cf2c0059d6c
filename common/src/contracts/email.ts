// The site's one rule for an e-mail address, used by every form (inquiries, newsletter) and by
// the API that receives them: the WHATWG definition of a valid address (what
// `<input type="email">` accepts), except that the domain needs a dot. `nome@azienda` is
// refused because no one outside an intranet has such an address.

/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether `value` (already trimmed) is an address the site accepts. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
