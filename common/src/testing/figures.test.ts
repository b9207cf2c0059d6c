import { figureFindings } from './figures';

const found = (locale: 'en' | 'bg', text: string) =>
  figureFindings(locale, [text]).map((finding) => finding.found);

describe('the figure rules of translated texts', () => {
  it('find the variants English pages used to mix', () => {
    expect(found('en', 'a capacity of 100 000 t a year')).toEqual(['100 000', '0 t']);
    expect(found('en', 'walls of 0,8 mm')).toEqual(['0,8']);
    expect(found('en', '18,8 % of sales')).toEqual(['8,8', '8 %']);
    expect(found('en', 'Revenue passed EUR 168 million')).toEqual(['EUR 1']);
    expect(found('en', 'MORE THAN 168 EUR m')).toEqual(['8 EUR']);
    expect(found('en', 'published on 27.08.2018')).toEqual(['27.08.2018']);
  });

  it('find the variants Bulgarian pages used to mix', () => {
    expect(found('bg', 'над 7 000 тона годишно')).toEqual(['7 000', '0 тона']);
    expect(found('bg', '100 000 t/година')).toEqual(['0 t']);
    expect(found('bg', '95 % от продукцията')).toEqual(['5 %']);
    expect(found('bg', 'над 168 млн. EUR приходи')).toEqual(['8 млн. EUR']);
    expect(found('bg', 'публикувано на 27.08.2018')).toEqual(['27.08.2018']);
    expect(found('bg', 'стени от 0.8 mm')).toEqual(['0.8']);
  });

  it('accept what each language’s rule writes', () => {
    expect(
      found(
        'en',
        'about 36,000 tonnes a year, 7,000 tonnes, 0.8 mm, 18.8%, €168m, BGN 5.20, 27 Aug 2018',
      ),
    ).toEqual([]);
    expect(
      found('bg', 'около 36 000 т годишно, 7000 т, 0,8 mm, 18,8%, 168 млн. €, 27.08.2018 г.'),
    ).toEqual([]);
  });

  it('leave standards, alloys and years alone', () => {
    expect(found('en', 'ISO 45001, ISO/IEC 27001:2013, EN AW-8011, 6-high, since 1981')).toEqual(
      [],
    );
    expect(found('bg', 'ISO 9001:2015, EN 15088:2005, през 2019 г.')).toEqual([]);
  });
});
