import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { staffContacts } from '../shared/staff/staffContacts';
import { staffOfPage } from '../shared/staff/staffPages';
import { ContactsPage } from './ContactsPage';
import { CONTACT_PAGES, contactPages } from './contactsPages.data';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/contacts/:page', element: <ContactsPage /> },
      { path: '/contacts/:page/:profile', element: <ContactsPage /> },
      { path: '/news', element: <p>Notizie</p> },
    ],
    { initialEntries: ['/news', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine dei contatti' }));
const profileDialog = () => screen.queryByRole('dialog');
/** Lets the lazily loaded maps settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('ContactsPage', () => {
  const realScrollTo = window.scrollTo;
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });
  afterEach(() => {
    window.scrollTo = realScrollTo;
  });

  it.each(CONTACT_PAGES)(
    '%s: header "Contatti", the four pages in the side menu, its own meta',
    async (page) => {
      renderAt(`/contacts/${page}`);
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
        'Contatti',
      ]);
      expect(
        menu()
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Ufficio vendite', 'Ufficio acquisti', 'Altri contatti', 'Ubicazione']);
      expect(
        menu()
          .getByRole('link', { name: contactPages[page].menuLabel })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(document.title).toBe(`${contactPages[page].meta.title} | Alumis`);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        contactPages[page].meta.description,
      );
      // Only the factory-location page has a share button.
      expect(screen.queryAllByRole('group', { name: 'Condividi' })).toHaveLength(
        page === 'factory-location' ? 1 : 0,
      );
      await settle();
    },
  );

  it('answers an unknown page with the not-found page at its own address', () => {
    const router = renderAt('/contacts/locations-old');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contacts/locations-old');
  });

  it('an address naming a profile opens it over its page, with the person in the title', async () => {
    renderAt('/contacts/supply-chains/yana-petkova');
    const dialog = screen.getByRole('dialog', { name: staffContacts['yana-petkova'].name });
    expect(within(dialog).getByText('Responsabile logistica e trasporti')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: staffContacts['yana-petkova'].email }),
    ).toBeTruthy();
    expect(document.title).toBe(
      `${staffContacts['yana-petkova'].name}, Responsabile logistica e trasporti | Alumis`,
    );
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(
      /^.+, Responsabile logistica e trasporti \(Ufficio acquisti, Alumis\)\. Organizza i trasporti/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ufficio acquisti' })).toBeTruthy();
    await settle();
  });

  it('an open profile leads to the same person in the other languages (the header is behind it)', async () => {
    renderAt('/contacts/supply-chains/yana-petkova');
    const languages = within(
      within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Lingua' }),
    );
    expect(
      languages.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['English', '/en/contacts/supply-chains/yana-petkova'],
      ['Български', '/bg/contacts/supply-chains/yana-petkova'],
    ]);
    await settle();
  });

  it.each(['/contacts/sales-department/example-profile', '/contacts/other-contacts/yana-petkova'])(
    'an unknown profile (%s) shows the not-found page at its own address',
    (path) => {
      const router = renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      expect(profileDialog()).toBeNull();
    },
  );

  it('a card replaces the address with the profile; closing replaces it with the page again', async () => {
    const router = renderAt('/contacts/other-contacts');
    const member = staffOfPage['other-contacts'][1];
    if (!member) throw new Error('no staff');
    fireEvent.click(screen.getByRole('link', { name: new RegExp(member.name) }));
    expect(router.state.location.pathname).toBe(`/contacts/other-contacts/${member.slug}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('dialog', { name: member.name })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(router.state.location.pathname).toBe('/contacts/other-contacts');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(profileDialog()).toBeNull();
    // Back leaves the contacts area: neither address was pushed.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/news');
    expect(screen.getByText('Notizie')).toBeTruthy();
  });

  it('the profile shows the notice, the languages, the links and the covered countries', async () => {
    renderAt('/contacts/sales-department/teodora-dimitrova');
    const dialog = screen.getByRole('dialog');
    const contact = staffContacts['teodora-dimitrova'];
    expect(within(dialog).getByTestId('profile-notice').textContent).toBe(
      'In congedo di maternità',
    );
    expect(within(dialog).getByText('Francese, Inglese, Olandese')).toBeTruthy();
    expect(within(dialog).getByText('Laminati, Estrusi')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Scrivi una e-mail' }).getAttribute('href'),
    ).toBe(`mailto:${contact.email}`);
    expect(within(dialog).getByRole('link', { name: 'Chiama' }).getAttribute('href')).toBe(
      `tel:${contact.phone.replace(/ /g, '')}`,
    );
    expect(within(dialog).getByRole('link', { name: contact.fax }).getAttribute('href')).toBe(
      `tel:${contact.fax.replace(/ /g, '')}`,
    );
    const map = await within(dialog).findByRole('img', {
      name: /Francia, Belgio, Paesi Bassi, Lussemburgo/,
    });
    expect(map.querySelectorAll('[aria-pressed]')).toHaveLength(0);
  });

  it('a profile without a countries list covers every country and has no map', async () => {
    renderAt('/contacts/sales-department/stefan-nikolov');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Tutti i paesi')).toBeTruthy();
    await settle();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});
