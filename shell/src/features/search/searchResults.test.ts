import { excerptAround, searchAll, RESULT_DETAIL_LENGTH } from './searchResults';
import { contactsModule, productsModule, ready } from './searchTestData';

const sources = [ready('contacts', contactsModule), ready('products', productsModule)];

describe('searchAll', () => {
  it('finds nothing, and counts nothing, for an empty or blank input', () => {
    expect(searchAll(sources, '')).toMatchObject({ query: '', groups: [], count: 0 });
    expect(searchAll(sources, '   ')).toMatchObject({ query: '', groups: [], count: 0 });
  });

  it('groups the matches by module, in the modules’ order', () => {
    const outcome = searchAll(sources, ' FOIL ');
    expect(outcome.count).toBe(2);
    expect(outcome.groups.map((group) => group.group)).toEqual(['Prodotti']);
    expect(outcome.groups[0]?.results.map((result) => result.key)).toEqual([
      'household-foil',
      'container-foil',
    ]);

    const both = searchAll(sources, 'ia');
    expect(both.groups.map((group) => group.group)).toEqual(['Prodotti', 'Contatti']);
  });

  it('matches the name too, and a contact by a foreign language', () => {
    expect(searchAll(sources, 'ivanova').groups[0]?.results[0]?.key).toBe('maria-ivanova');
    expect(searchAll(sources, 'tedesco').groups[0]?.results[0]?.href).toBe(
      '/contacts/sales-department/maria-ivanova',
    );
  });

  it('shows the first 80 characters of a long description', () => {
    const detail = searchAll(sources, 'domestico').groups[0]?.results[0]?.shortDetail ?? '';
    expect(detail.length).toBeLessThanOrEqual(RESULT_DETAIL_LENGTH + 1);
    expect(detail.endsWith('…')).toBe(true);
    expect(productsModule.entries[0]?.detail.startsWith(detail.slice(0, -1))).toBe(true);
  });

  it('keeps answering when one area is unavailable, and names it', () => {
    const outcome = searchAll(
      [
        ready('products', productsModule),
        { remote: 'contacts', status: 'unavailable', label: 'Contatti' },
      ],
      'foil',
    );
    expect(outcome.count).toBe(2);
    expect(outcome.unavailable).toEqual(['Contatti']);
  });

  it('shows the text that matched when the name and the detail do not show it', () => {
    const [result] = searchAll(sources, 'household').groups[0]?.results ?? [];
    expect(result?.matchedText).toBe('household');
    expect(searchAll(sources, 'domestico').groups[0]?.results[0]?.matchedText).toBeUndefined();
    expect(searchAll(sources, 'tedesco').groups[0]?.results[0]?.matchedText).toBe('Tedesco');
  });

  it('shows the passage of a long text where it matched', () => {
    const text = `${'Lorem ipsum dolor sit amet '.repeat(5)}con finitura anodizzata e altro ancora`;
    const excerpt = excerptAround(text, 'anodizzata', 80);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('anodizzata');
    expect(excerpt.length).toBeLessThanOrEqual(81);
    expect(excerptAround('Breve testo', 'testo', 80)).toBe('Breve testo');
    // "finitura" written with a decomposed accent on the last letter runs one character past 80.
    const decomposed = `${'x'.repeat(71)} finitura\u0301 fine`;
    expect(excerptAround(decomposed, 'finitura', 80)).toContain('finitura\u0301');
  });
});
