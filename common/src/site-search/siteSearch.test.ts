import { containsTerms, createSiteSearch, highlightTerms } from './siteSearch';

const entries = [
  { title: 'Foglio per uso domestico', searchable: ['Rotoli in alluminio per la cucina'] },
  { title: 'Profili anodizzati', searchable: ['Estrusi con finitura anodica'] },
  { title: 'Teodora Dimitrova', searchable: ['Area manager', 'Inglese', 'Tedesco'] },
  { title: 'Политика за качество', searchable: ['Сертификат ISO 9001'] },
];
const search = createSiteSearch(entries);
const titles = (query: string) => search(query).map((found) => found.entry.title);

describe('the site search rule', () => {
  it('ignores case and accents both ways', () => {
    expect(titles('ALLUMÌNIO')).toEqual(['Foglio per uso domestico']);
    expect(titles('dimítrova')).toEqual(['Teodora Dimitrova']);
  });

  it('finds words by their beginning', () => {
    expect(titles('anod')).toEqual(['Profili anodizzati']);
  });

  it('tolerates one typo in words of five letters or more, none in shorter ones', () => {
    expect(titles('aluminio')).toEqual(['Foglio per uso domestico']);
    expect(titles('profilli')).toEqual(['Profili anodizzati']);
    expect(titles('tedseco')).toEqual([]);
    expect(titles('isa')).toEqual([]);
  });

  it('needs every word typed, and puts title matches first', () => {
    expect(titles('profili estrusi')).toEqual(['Profili anodizzati']);
    expect(titles('profili cucina')).toEqual([]);
  });

  it('reads Cyrillic', () => {
    expect(titles('качество')).toEqual(['Политика за качество']);
  });

  it('matches nothing for an empty or punctuation-only query', () => {
    expect(search('')).toEqual([]);
    expect(search('  ?! ')).toEqual([]);
  });
});

describe('highlighting', () => {
  it('marks the words that matched, keeping their original spelling', () => {
    const [found] = search('aluminio');
    const parts = highlightTerms('Rotoli in Allumìnio per la cucina', found!.terms);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Allumìnio']);
    expect(parts.map((part) => part.text).join('')).toBe('Rotoli in Allumìnio per la cucina');
    expect(containsTerms('Profili anodizzati', found!.terms)).toBe(false);
  });
});
