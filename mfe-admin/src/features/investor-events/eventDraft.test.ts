import { checkEventDraft, draftFromEvent, emptyEventDraft, toEventInput } from './eventDraft';
import { adminEvent } from './eventTesting';

describe('the event draft', () => {
  it('lists what a new event still needs, in the form’s order', () => {
    const check = checkEventDraft(emptyEventDraft());
    expect(check.ready).toBe(false);
    expect(check.missing).toEqual(['Дата на събитието', 'Вид', 'Заглавие (IT)']);
    expect(toEventInput(emptyEventDraft())).toBeUndefined();
  });

  it('says a date that does not exist is wrong, rather than missing', () => {
    const draft = { ...emptyEventDraft(), date: '30-02-2026', kind: 'dividend' as const };
    const check = checkEventDraft({ ...draft, titles: { it: 'Dividendo', en: '', bg: '' } });
    expect([...check.invalid.keys()]).toEqual(['date']);
    expect(check.missing).toEqual([]);
  });

  it('sends the day, kind, titles, linked document and state as the API reads them', () => {
    const draft = {
      ...emptyEventDraft(),
      date: '28-08-2026',
      kind: 'report' as const,
      titles: { it: 'Relazione semestrale', en: '', bg: 'Полугодишен отчет' },
      documentId: '0123456789abcdef01234567',
    };
    expect(checkEventDraft(draft).ready).toBe(true);
    expect(toEventInput(draft)).toEqual({
      date: '28-08-2026',
      kind: 'report',
      titles: { it: 'Relazione semestrale', en: '', bg: 'Полугодишен отчет' },
      documentId: '0123456789abcdef01234567',
      publication: { state: 'published' },
    });
    expect(toEventInput({ ...draft, documentId: '' })?.documentId).toBeNull();
  });

  it('opens a stored event as typed dates and every language', () => {
    const draft = draftFromEvent(
      adminEvent(
        'a',
        { documentId: '0123456789abcdef01234567' },
        { state: 'draft', publishAt: null },
      ),
    );
    expect(draft).toEqual({
      date: '28-08-2026',
      kind: 'report',
      titles: { it: 'Relazione a', en: 'Report a', bg: '' },
      documentId: '0123456789abcdef01234567',
      publication: { state: 'draft', moment: '' },
    });
  });
});
