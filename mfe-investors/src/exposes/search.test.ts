import { isSearchModule, loadSearchModuleIn } from '@alu/common';
import { pagePaths } from './pagePaths';
import search from './search';

describe('the investors remote’s search module', () => {
  it('keeps the search contract and finds every investors and download page', () => {
    expect(isSearchModule(search)).toBe(true);
    const pages = search.entries.filter((entry) => entry.kind === 'page').map((e) => e.href);
    expect([...pages].sort()).toEqual([...pagePaths].sort());
  });

  it('offers every certificate, report and presentation once', () => {
    const documents = search.entries.filter((entry) => entry.kind === 'document');
    const titles = documents.map((entry) => entry.title);
    expect(titles).toEqual(expect.arrayContaining(['Certificato Qualicoat']));
    expect(titles.some((title) => /^Bilancio d’esercizio 2015$/.test(title))).toBe(true);
    expect(titles.some((title) => /Presentazione agli investitori/.test(title))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('loads its Bulgarian entries on demand', async () => {
    const bulgarian = await loadSearchModuleIn(search, 'bg');
    expect(bulgarian.group).toBe('Инвеститори');
    expect(bulgarian.entries.some((entry) => /Сертификат/.test(entry.title))).toBe(true);
  });
});
