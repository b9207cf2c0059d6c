/**
 * What an administrator's write changed, as the API declares it on its answer (it alone knows:
 * the server does not guess from paths). Pages made with that content, or the registry, are
 * then read again.
 */
export const CHANGED_HEADER = 'site-changed';

export type ContentChange = 'news' | 'careers' | 'documents' | 'investor-events' | 'remotes';

const KNOWN: ReadonlySet<string> = new Set<ContentChange>([
  'news',
  'careers',
  'documents',
  'investor-events',
  'remotes',
]);

/** The changes named by the header's value (unknown names are ignored). */
export function parseChanges(value: string | string[] | undefined): ContentChange[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter((item): item is ContentChange => KNOWN.has(item)),
    ),
  ];
}
