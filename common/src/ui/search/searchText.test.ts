import { highlightParts, matchesQuery, normalizeQuery } from './searchText';

const household = ['Foglio per uso domestico', 'foil', 'household', 'Foglio sottile in rotoli'];

describe('the search rule', () => {
  it('trims the input and ignores case', () => {
    expect(normalizeQuery('  FOGLIO  ')).toBe('foglio');
    expect(matchesQuery(household, normalizeQuery('  FOGLIO '))).toBe(true);
    expect(matchesQuery(household, normalizeQuery('HouseHold'))).toBe(true);
  });

  it('matches a substring of any text: name, a tag, a description, a position, a language', () => {
    expect(matchesQuery(household, normalizeQuery('mestic'))).toBe(true);
    expect(matchesQuery(household, normalizeQuery('oil'))).toBe(true);
    expect(matchesQuery(household, normalizeQuery('rotoli'))).toBe(true);
    expect(matchesQuery(['Ivana Petrova', 'Responsabile vendite', 'Tedesco'], 'tedesco')).toBe(
      true,
    );
    expect(matchesQuery(household, normalizeQuery('profilo'))).toBe(false);
  });

  it('ignores accents both in the input and in the texts', () => {
    expect(matchesQuery(['Qualità certificata'], normalizeQuery('qualita'))).toBe(true);
    expect(matchesQuery(['Qualita certificata'], normalizeQuery('QUALITÀ'))).toBe(true);
    expect(matchesQuery(['Müller'], normalizeQuery('muller'))).toBe(true);
  });

  it('finds nothing for an empty or blank input', () => {
    expect(normalizeQuery('   ')).toBe('');
    expect(matchesQuery(household, normalizeQuery(''))).toBe(false);
    expect(matchesQuery(household, normalizeQuery(' \t '))).toBe(false);
  });
});

describe('highlightParts', () => {
  it('marks every occurrence and keeps the original spelling', () => {
    expect(highlightParts('Foglio per fogli', 'fogli')).toEqual([
      { text: 'Fogli', match: true },
      { text: 'o per ', match: false },
      { text: 'fogli', match: true },
    ]);
  });

  it('maps an unaccented query back onto accented text', () => {
    expect(highlightParts('Qualità e servizio', 'qualita')).toEqual([
      { text: 'Qualità', match: true },
      { text: ' e servizio', match: false },
    ]);
    // A decomposed accent (a + combining grave) is highlighted whole.
    expect(highlightParts('Qualita\u0300!', 'qualita')).toEqual([
      { text: 'Qualita\u0300', match: true },
      { text: '!', match: false },
    ]);
  });

  it('leaves the text whole without a match or a query', () => {
    expect(highlightParts('Profili estrusi', 'foil')).toEqual([
      { text: 'Profili estrusi', match: false },
    ]);
    expect(highlightParts('Profili estrusi', '')).toEqual([
      { text: 'Profili estrusi', match: false },
    ]);
  });
});
