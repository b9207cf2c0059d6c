import { resolveSectionPage, sectionMenuItems, type SectionPages } from './resolveSectionPage';

type Page = 'environment' | 'health-and-safety' | 'responsibility';

const PAGES: SectionPages<Page> = {
  keys: ['environment', 'health-and-safety', 'responsibility'],
  defaultPage: 'environment',
  pathOf: (page) => `/x/${page}`,
  labelOf: (page) => page.toUpperCase(),
  menuLabel: 'Pagine',
};

describe('resolveSectionPage', () => {
  it('shows the default page when the route names none', () => {
    expect(resolveSectionPage(undefined, PAGES)).toBe('environment');
    expect(resolveSectionPage('', PAGES)).toBe('environment');
  });

  it('shows the named page', () => {
    expect(resolveSectionPage('responsibility', PAGES)).toBe('responsibility');
  });

  it('names no page for an unknown value, so the caller can redirect to /404', () => {
    expect(resolveSectionPage('xyz', PAGES)).toBeUndefined();
    expect(resolveSectionPage('Responsibility', PAGES)).toBeUndefined();
  });
});

describe('sectionMenuItems', () => {
  it('links every page in order and marks the current one', () => {
    expect(sectionMenuItems(PAGES, 'health-and-safety')).toEqual([
      { key: 'environment', label: 'ENVIRONMENT', to: '/x/environment', active: false },
      {
        key: 'health-and-safety',
        label: 'HEALTH-AND-SAFETY',
        to: '/x/health-and-safety',
        active: true,
      },
      { key: 'responsibility', label: 'RESPONSIBILITY', to: '/x/responsibility', active: false },
    ]);
  });
});
