import { isSearchModule, loadSearchModuleIn } from '@alu/common';
import { pagePaths } from './pagePaths';
import search from './search';

const pagesOf = (entries: readonly { kind?: string; href: string }[]) =>
  entries.filter((entry) => entry.kind === 'page').map((entry) => entry.href);

describe('the corporate remote’s search module', () => {
  it('keeps the search contract and finds every section page and the legal pages', async () => {
    expect(isSearchModule(search)).toBe(true);
    const pages = pagesOf(search.entries);
    for (const path of await pagePaths()) expect(pages).toContain(path);
    for (const legal of ['/disclosure-policy', '/terms-of-use', '/personal-data']) {
      expect(pages).toContain(legal);
    }
  });

  it('offers its pages only: the policies are the API’s documents, which the site search reads', () => {
    expect(search.entries.filter((entry) => entry.kind === 'document')).toEqual([]);
    expect(search.entries.map((entry) => entry.href)).toContain('/sustainability/environment');
  });

  it('loads its English entries on demand, from the remote’s dictionary', async () => {
    const english = await loadSearchModuleIn(search, 'en');
    expect(english.group).toBe('Company');
    const mission = english.entries.find((entry) => entry.href.endsWith('/mission-and-values'));
    expect(mission?.title).toBe('Mission and values');
    expect(english.entries).toHaveLength(search.entries.length);
  });
});
