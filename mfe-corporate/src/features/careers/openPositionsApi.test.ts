import { toVisibleCareers } from './openPositionsApi';
import { career } from './testing';

describe('toVisibleCareers', () => {
  const today = '2026-03-15';

  it('keeps only the vacancies visible today, first and last day included', () => {
    const list = [
      career('first-day', { startDate: '2026-03-15', endDate: '2026-04-01' }),
      career('last-day', { startDate: '2026-03-01', endDate: '2026-03-15' }),
      career('expired', { startDate: '2026-02-01', endDate: '2026-03-14' }),
      career('future', { startDate: '2026-03-16', endDate: '2026-04-30' }),
    ];
    expect(toVisibleCareers(list, today).map((item) => item._id)).toEqual([
      'first-day',
      'last-day',
    ]);
  });

  it('drops malformed items and fills missing rich-text fields with ""', () => {
    const list = [
      { _id: 'ok', title: 'Tecnico', startDate: '2026-03-01', endDate: '2026-03-31' },
      { _id: 'no-title', startDate: '2026-03-01', endDate: '2026-03-31' },
      null,
      'text',
    ];
    expect(toVisibleCareers(list, today)).toEqual([
      {
        _id: 'ok',
        title: 'Tecnico',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        responsibilities: '',
        requirements: '',
        additional: '',
        translations: {},
      },
    ]);
  });

  it('keeps the languages written with a title, and no other', () => {
    const list = [
      {
        _id: 'ok',
        title: 'Tecnico',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        translations: {
          en: { title: 'Technician', responsibilities: '<p>Maintenance</p>' },
          bg: { responsibilities: '<p>Без заглавие</p>' },
          de: 'Techniker',
          fr: { title: 'Technicien' },
        },
      },
    ];
    expect(toVisibleCareers(list, today)[0]?.translations).toEqual({
      en: {
        title: 'Technician',
        responsibilities: '<p>Maintenance</p>',
        requirements: '',
        additional: '',
      },
    });
  });

  it('rejects an answer that is not a list', () => {
    expect(() => toVisibleCareers({ error: 'x' }, today)).toThrow();
  });
});
