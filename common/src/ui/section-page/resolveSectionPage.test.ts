import { resolveSectionPage, sectionMenuItems } from './resolveSectionPage';

const PAGES = ['environment', 'health-and-safety', 'responsibility'] as const;

describe('resolveSectionPage', () => {
  it('shows the default page when the route names none', () => {
    expect(resolveSectionPage(undefined, PAGES, 'environment')).toBe('environment');
    expect(resolveSectionPage('', PAGES, 'environment')).toBe('environment');
  });

  it('shows the named page', () => {
    expect(resolveSectionPage('responsibility', PAGES, 'environment')).toBe('responsibility');
  });

  it('names no page for an unknown value, so the caller can redirect to /404', () => {
    expect(resolveSectionPage('xyz', PAGES, 'environment')).toBeUndefined();
    expect(resolveSectionPage('Responsibility', PAGES, 'environment')).toBeUndefined();
  });
});

describe('sectionMenuItems', () => {
  it('links every page in order and marks the current one', () => {
    expect(
      sectionMenuItems(
        ['a', 'b'] as const,
        'b',
        (key) => key.toUpperCase(),
        (key) => `/x/${key}`,
      ),
    ).toEqual([
      { key: 'a', label: 'A', to: '/x/a', active: false },
      { key: 'b', label: 'B', to: '/x/b', active: true },
    ]);
  });
});
