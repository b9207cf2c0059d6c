// The calendar page as it reads the API: the events in the page's language (a missing title
// in Italian, marked so), the linked document from the date, and the messages standing in
// when nothing is published or the API cannot be read.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadDefinedTexts, loadSiteI18n, SiteI18nProvider, type SiteLocale } from '@alu/common';
import { EventsCalendar } from './EventsCalendar';
import { publicEvent, SEEDED_EVENTS, stubEventsApi } from './eventFixtures';

const realFetch = global.fetch;

async function renderIn(locale: SiteLocale = 'it') {
  await loadDefinedTexts(locale);
  render(
    <SiteI18nProvider value={await loadSiteI18n(locale)}>
      <EventsCalendar />
    </SiteI18nProvider>,
  );
}

/** The agenda's events, once they have come from the API. */
const agendaItems = () => screen.findAllByRole('listitem');

afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('EventsCalendar', () => {
  it('lists the published events in the page’s language, the Italian one marked as such', async () => {
    stubEventsApi([
      ...SEEDED_EVENTS.slice(0, 2),
      publicEvent('2019-04-10', { it: 'Assemblea degli azionisti' }, { kind: 'general-meeting' }),
    ]);
    await renderIn('en');
    const items = await agendaItems();
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Deadline for paying the dividend for the 2017 financial year',
      'Consolidated report for the first half of 2018',
      'Assemblea degli azionisti',
    ]);
    expect(items[2]?.querySelector('span')?.getAttribute('lang')).toBe('it');
    expect(items[0]?.querySelector('span')?.getAttribute('lang')).toBeNull();
  });

  it('links a linked document from the event’s date', async () => {
    const document = {
      url: '/uploads/documents/relazione-semestrale-2018.pdf',
      titles: { it: 'Relazione semestrale 2018', bg: 'Полугодишен отчет 2018' },
    };
    stubEventsApi([
      publicEvent('2018-08-29', { it: 'Relazione semestrale' }, { document }),
      publicEvent('2018-10-30', { it: 'Relazione trimestrale' }),
    ]);
    await renderIn('bg');
    const items = await agendaItems();
    const link = within(items[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe(document.url);
    expect(link.querySelector('time')?.getAttribute('datetime')).toBe('2018-08-29');
    expect(link.textContent).toContain('Полугодишен отчет 2018');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('says so when no event is published', async () => {
    stubEventsApi([]);
    await renderIn();
    expect(await screen.findByText('Al momento non ci sono eventi in calendario.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the calendar could not be loaded, and loads it again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = stubEventsApi(SEEDED_EVENTS, new Error('offline'));
    await renderIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Non è stato possibile caricare il calendario/);
    stubEventsApi(SEEDED_EVENTS);
    fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await agendaItems()).toHaveLength(6);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
