import { SEARCH_EXPOSE } from '@alu/common';
import { staffContacts } from '../shared/staff/staffContacts';
import { findProfile, STAFF_PAGES, staffOfPage } from '../shared/staff/staffPages';
import { staffMember } from '../shared/staff/staff';
import search, { staffSearchEntry } from './search';

describe('the contacts search module (./search)', () => {
  it('is the SearchModule of group "Contatti" with every person of the staff pages once', () => {
    expect(search.group).toBe('Contatti');
    const total = STAFF_PAGES.reduce((sum, page) => sum + staffOfPage[page].length, 0);
    expect(search.entries).toHaveLength(total);
    expect(new Set(search.entries.map((entry) => entry.key)).size).toBe(total);
  });

  it('each entry opens the profile modal at /contacts/{page}/{slug}', () => {
    for (const entry of search.entries) {
      const match = /^\/contacts\/([a-z-]+)\/([a-z-]+)$/.exec(entry.href);
      expect(match).not.toBeNull();
      const member = findProfile(match?.[1] ?? '', match?.[2] ?? '');
      expect(member?.name).toBe(entry.title);
      expect(entry.detail).toBe(member?.position);
    }
  });

  it('searches name, position, foreign languages, tags and description', () => {
    const entry = search.entries.find((item) => item.key === 'sales-department/petar-vasilev');
    expect(entry?.title).toBe(staffContacts['petar-vasilev'].name);
    expect(entry?.searchable).toEqual(
      expect.arrayContaining([
        staffContacts['petar-vasilev'].name,
        'Area manager Europa orientale',
        'Russo',
        'Polacco',
        'foglio per contenitori',
      ]),
    );
    expect(entry?.searchable.some((text) => text.startsWith('Segue i clienti dei laminati'))).toBe(
      true,
    );
  });

  it('carries the photo when a person has one, and no image otherwise', () => {
    const withPhoto = staffMember({
      slug: 'boris-iliev',
      position: 'Responsabile acquisti',
      photo: {
        src: 'http://localhost:3003/assets/boris-960.0123abcd.jpg',
        width: 960,
        height: 960,
        sources: {
          fallback:
            'http://localhost:3003/assets/boris-480.1234abcd.jpg 480w, http://localhost:3003/assets/boris-960.0123abcd.jpg 960w',
        },
      },
      regions: [],
      foreignLanguages: [],
      tags: [],
      description: '',
    });
    // The narrowest copy: the result's thumbnail is 56 px wide.
    expect(staffSearchEntry(withPhoto, 'supply-chains').image).toBe(
      'http://localhost:3003/assets/boris-480.1234abcd.jpg',
    );
    const entry = search.entries.find((item) => item.key === 'supply-chains/boris-iliev');
    expect(entry && 'image' in entry).toBe(false);
  });

  it('is exposed under the name the shell loads', () => {
    expect(SEARCH_EXPOSE).toBe('./search');
  });
});
