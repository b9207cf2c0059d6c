import { excerptAround, indexSources, mergeOutcomes, RESULT_DETAIL_LENGTH } from './searchResults';
import { contactsModule, productsModule, ready } from './searchTestData';

const search = indexSources([ready('contacts', contactsModule), ready('products', productsModule)]);
const keys = (input: string) =>
  search(input).groups.map((group) => [group.key, group.results.map((result) => result.key)]);

describe('the overlay’s search over the remotes’ entries', () => {
  it('finds nothing, and counts nothing, for an empty or blank input', () => {
    expect(search('')).toMatchObject({ query: '', groups: [], count: 0 });
    expect(search('   ')).toMatchObject({ query: '', groups: [], count: 0 });
  });

  it('groups the matches by kind, in the kinds’ order, with their counts', () => {
    const outcome = search(' FOIL ');
    expect(outcome.count).toBe(2);
    expect(keys(' FOIL ')).toEqual([
      ['product', expect.arrayContaining(['household-foil', 'container-foil'])],
    ]);
    expect(outcome.groups[0]?.count).toBe(2);
    expect(keys('maria').map(([group]) => group)).toEqual(['person']);
  });

  it('makes only the results shown of each group, and still counts every match', () => {
    const outcome = search('foil', 1);
    expect(outcome.count).toBe(2);
    expect(outcome.groups[0]?.count).toBe(2);
    expect(outcome.groups[0]?.results).toHaveLength(1);
    expect(outcome.groups[0]?.results[0]?.key).toBe(search('foil').groups[0]?.results[0]?.key);
  });

  it('matches the name too, and a contact by a foreign language', () => {
    expect(search('ivanova').groups[0]?.results[0]?.key).toBe('maria-ivanova');
    expect(search('tedesco').groups[0]?.results[0]?.href).toBe(
      '/contacts/sales-department/maria-ivanova',
    );
  });

  it('tolerates one typo in words of five letters or more', () => {
    expect(search('housefold').groups[0]?.results[0]?.key).toBe('household-foil');
    expect(search('fail').count).toBe(0);
  });

  it('shows the first 80 characters of a long description', () => {
    const detail = search('domestico').groups[0]?.results[0]?.shortDetail ?? '';
    expect(detail.length).toBeLessThanOrEqual(RESULT_DETAIL_LENGTH + 1);
    expect(detail.endsWith('…')).toBe(true);
    expect(productsModule.entries[0]?.detail.startsWith(detail.slice(0, -1))).toBe(true);
  });

  it('keeps answering when one area is unavailable, and names it', () => {
    const partial = indexSources([
      ready('products', productsModule),
      { remote: 'contacts', status: 'unavailable', label: 'Contatti' },
    ]);
    expect(partial('foil').count).toBe(2);
    expect(partial('foil').unavailable).toEqual(['Contatti']);
  });

  it('shows the text that matched when the name and the detail do not show it', () => {
    expect(search('household').groups[0]?.results[0]?.matchedText).toBe('household');
    expect(search('domestico').groups[0]?.results[0]?.matchedText).toBeUndefined();
    expect(search('tedesco').groups[0]?.results[0]?.matchedText).toBe('Tedesco');
  });

  it('puts the API’s groups among the static ones by kind, counting them all', () => {
    const merged = mergeOutcomes(search('foil'), [
      { key: 'news', count: 12, results: [] },
      { key: 'page', count: 1, results: [] },
    ]);
    expect(merged.groups.map((group) => group.key)).toEqual(['page', 'product', 'news']);
    expect(merged.count).toBe(15);
  });

  it('makes one group of a kind both give, the static results first', () => {
    const local = search('foil');
    const [product] = local.groups;
    const published = { ...product!.results[0]!, id: 'api-x', title: 'Published by an editor' };
    const merged = mergeOutcomes(local, [
      { key: 'product', count: 3, results: [published], nextCursor: 'next' },
    ]);
    expect(merged.groups.map((group) => group.key)).toEqual(['product']);
    expect(merged.groups[0]?.results.at(-1)?.title).toBe('Published by an editor');
    expect(merged.groups[0]?.results).toHaveLength(product!.results.length + 1);
    expect(merged.groups[0]?.count).toBe(product!.count + 3);
    expect(merged.groups[0]?.nextCursor).toBe('next');
  });
});

describe('excerptAround', () => {
  it('shows the passage of a long text where a matched word is', () => {
    const text = `${'Lorem ipsum dolor sit amet '.repeat(5)}con finitura anodizzata e altro ancora`;
    const excerpt = excerptAround(text, ['anodizzata'], 80);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('anodizzata');
    expect(excerpt.length).toBeLessThanOrEqual(81);
    expect(excerptAround('Breve testo', ['testo'], 80)).toBe('Breve testo');
  });
});
