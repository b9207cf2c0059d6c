import { isSearchModule, loadSearchModuleIn } from '@alu/common';
import { pagePaths } from './pagePaths';
import search from './search';

describe('the investors remote’s search module', () => {
  it('keeps the search contract and finds every investors and download page', () => {
    expect(isSearchModule(search)).toBe(true);
    const pages = search.entries.filter((entry) => entry.kind === 'page').map((e) => e.href);
    expect([...pages].sort()).toEqual([...pagePaths].sort());
  });

  it('leaves the documents to the API search (editors publish them there)', () => {
    expect(search.entries.filter((entry) => entry.kind === 'document')).toEqual([]);
  });

  it('loads its Bulgarian entries on demand', async () => {
    const bulgarian = await loadSearchModuleIn(search, 'bg');
    expect(bulgarian.group).toBe('Инвеститори');
    expect(bulgarian.entries.some((entry) => /Сертификати/.test(entry.title))).toBe(true);
  });
});
