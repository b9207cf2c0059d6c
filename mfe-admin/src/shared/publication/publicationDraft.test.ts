import {
  describePublication,
  publicationDraftOf,
  publicationProblem,
  toPublicationInput,
} from './publicationDraft';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('the publishing part of the forms', () => {
  it('opens a scheduled item on its moment in Sofia time', () => {
    expect(
      publicationDraftOf({ state: 'scheduled', publishAt: '2026-12-01T07:00:00.000Z' }),
    ).toEqual({ state: 'scheduled', moment: '2026-12-01T09:00' });
    expect(publicationDraftOf(undefined)).toEqual({ state: 'published', moment: '' });
  });

  it('sends the moment as UTC, and no moment for the other states', () => {
    expect(toPublicationInput({ state: 'scheduled', moment: '2026-12-01T09:00' })).toEqual({
      state: 'scheduled',
      publishAt: '2026-12-01T07:00:00.000Z',
    });
    expect(toPublicationInput({ state: 'draft', moment: '2026-12-01T09:00' })).toEqual({
      state: 'draft',
    });
  });

  it('asks for a moment in the future before a schedule can be saved', () => {
    expect(publicationProblem({ state: 'scheduled', moment: '' }, NOW)).toBe(
      'Изберете дата и час на публикуване.',
    );
    // 11:59 in Sofia is 09:59 UTC: past.
    expect(publicationProblem({ state: 'scheduled', moment: '2026-11-26T11:59' }, NOW)).toBe(
      'Датата и часът на публикуване трябва да са в бъдещето.',
    );
    expect(
      publicationProblem({ state: 'scheduled', moment: '2026-11-26T12:01' }, NOW),
    ).toBeUndefined();
    expect(publicationProblem({ state: 'draft', moment: '' }, NOW)).toBeUndefined();
  });

  it('words a row’s state', () => {
    expect(describePublication({ state: 'draft', publishAt: null })).toBe('Чернова');
    expect(describePublication({ state: 'scheduled', publishAt: '2026-07-01T06:00:00.000Z' })).toBe(
      'Насрочена за 1.07.2026 г., 9:00',
    );
  });
});
