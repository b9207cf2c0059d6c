import { CAREERS_API, careersToday, careerTextIn, isCareerVisible, type Career } from './careers';

describe('careers contract', () => {
  it('tells "today" by the calendar of Sofia, across midnight and the DST changes', () => {
    expect(careersToday(new Date('2026-01-15T21:59:59Z'))).toBe('2026-01-15');
    expect(careersToday(new Date('2026-01-15T22:00:00Z'))).toBe('2026-01-16');
    expect(careersToday(new Date('2026-03-29T20:59:59Z'))).toBe('2026-03-29');
    expect(careersToday(new Date('2026-03-29T21:00:00Z'))).toBe('2026-03-30');
    expect(careersToday(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(careersToday(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('shows a vacancy from its start date through its end date, both included', () => {
    const today = '2026-03-30';
    const cases = [
      ['2026-03-30', '2026-03-30'],
      ['2026-03-01', '2026-03-30'],
      ['2026-03-30', '2026-04-30'],
      ['2026-03-31', '2026-04-30'],
      ['2026-03-01', '2026-03-29'],
      ['2025-12-01', '2027-01-01'],
    ] as const;
    const visible = cases.map(([startDate, endDate]) =>
      isCareerVisible({ startDate, endDate }, today),
    );
    expect(visible).toEqual([true, true, true, false, false, true]);
  });

  it('names the API paths', () => {
    const id = '650000000000000000000001';
    expect(CAREERS_API.list).toBe('/api/careers');
    expect(CAREERS_API.item(id)).toBe(`/api/careers/${id}`);
    expect(CAREERS_API.update(id)).toBe(`/api/careers/update/${id}`);
  });

  it('gives a vacancy’s text in a language it is written in, and the Italian one otherwise', () => {
    const career: Career = {
      _id: '650000000000000000000001',
      title: 'Operatore di laminatoio',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      responsibilities: '<p>Conduce la linea</p>',
      requirements: '',
      additional: '',
      translations: {
        en: {
          title: 'Rolling mill operator',
          responsibilities: '<p>Runs the line</p>',
          requirements: '',
          additional: '',
        },
        bg: {
          title: '',
          responsibilities: '<p>Без заглавие</p>',
          requirements: '',
          additional: '',
        },
      },
    };
    expect(careerTextIn(career, 'en')).toEqual({
      language: 'en',
      text: career.translations?.en,
    });
    expect(careerTextIn(career, 'bg').language).toBe('it');
    expect(careerTextIn(career, 'bg').text.title).toBe('Operatore di laminatoio');
    expect(careerTextIn(career, 'de').text.responsibilities).toBe('<p>Conduce la linea</p>');
    expect(careerTextIn({ ...career, translations: undefined }, 'en').language).toBe('it');
  });
});
