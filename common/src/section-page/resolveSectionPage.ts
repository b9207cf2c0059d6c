/**
 * The page a section shows for its `{page}` route parameter: the section's default page
 * when the parameter is absent, `undefined` when it names no page (the caller redirects
 * to /404).
 */
export function resolveSectionPage<K extends string>(
  param: string | undefined,
  pages: readonly K[],
  fallback: K,
): K | undefined {
  if (param === undefined || param === '') return fallback;
  return pages.find((page) => page === param);
}
