import { contentTexts, localizeContent } from './localizeContent';

const upperCase = (text: string) => text.toUpperCase();

describe('localizeContent', () => {
  const content = {
    heading: 'Prodotti laminati',
    paragraphs: ['Fogli e nastri', 'Profili estrusi'],
    slug: 'fogli-di-alluminio',
    href: '/products/foils',
    file: 'https://cdn.example/scheda.pdf',
    email: 'sales@alumis.example',
    contact: 'office@alumis.example',
    swatch: '#c9ced3',
    thickness: '0,2 mm',
    finish: { name: 'Oro', code: 'C3', alloy: 'EN AW-3003 H14' },
    date: '2026-01-01',
    picture: { src: '/foto.jpg', width: 800, height: 600, alt: 'una foto' },
  };

  it('passes every text through the dictionary and leaves addresses, codes and figures alone', () => {
    expect(localizeContent(content, upperCase)).toEqual({
      ...content,
      heading: 'PRODOTTI LAMINATI',
      paragraphs: ['FOGLI E NASTRI', 'PROFILI ESTRUSI'],
      finish: { name: 'ORO', code: 'C3', alloy: 'EN AW-3003 H14' },
    });
  });

  it('lists the texts a translation must cover, and no e-mail address or path', () => {
    expect(contentTexts(content)).toEqual([
      'Prodotti laminati',
      'Fogli e nastri',
      'Profili estrusi',
      'Oro',
    ]);
  });

  it('leaves a figure held as numbers to be formatted where it shows', () => {
    const figures = {
      rows: [['Capacità', { value: 36000, unit: 'tonne-per-year', qualifier: 'about' }]],
      turnover: { amount: 168_000_000, currency: 'EUR', compact: true },
    };
    expect(localizeContent(figures, upperCase)).toEqual({
      rows: [['CAPACITÀ', { value: 36000, unit: 'tonne-per-year', qualifier: 'about' }]],
      turnover: { amount: 168_000_000, currency: 'EUR', compact: true },
    });
    expect(contentTexts(figures)).toEqual(['Capacità']);
  });
});
