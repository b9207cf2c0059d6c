import { AVATAR_COLOURS, avatarColour, initials } from './initials';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Teodora Dimitrova')).toBe('TD');
    expect(initials('  Maria  De Luca ')).toBe('ML');
    expect(initials('Anna-Maria Petrova')).toBe('AP');
  });

  it('keeps one letter for a single name and nothing for an empty one', () => {
    expect(initials('Ivan')).toBe('I');
    expect(initials('   ')).toBe('');
  });

  it('reads Cyrillic names and upper-cases in the given language', () => {
    expect(initials('Теодора Димитрова')).toBe('ТД');
    expect(initials('ivan ilić', 'tr')).toBe('İİ');
  });
});

describe('avatarColour', () => {
  it('gives white initials at least 4.5:1 contrast on every colour', () => {
    for (const colour of AVATAR_COLOURS) {
      expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is the same for the same name, ignoring surrounding spaces', () => {
    expect(avatarColour(' Petar Vasilev ')).toBe(avatarColour('Petar Vasilev'));
  });

  it('spreads a staff list over most of the colours', () => {
    const names = [
      'Teodora Dimitrova',
      'Petar Vasilev',
      'Elena Georgieva',
      'Nikolay Ivanov',
      'Maria Stoyanova',
      'Georgi Todorov',
      'Desislava Koleva',
      'Stefan Angelov',
      'Iva Hristova',
      'Dimitar Nikolov',
      'Kalina Petkova',
      'Boris Marinov',
    ];
    const colours = new Set(names.map(avatarColour));
    expect(colours.size).toBeGreaterThanOrEqual(6);
  });
});
