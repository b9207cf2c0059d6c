import { currentSectionIndex, scrollToSection } from './sectionScroll';

describe('scrollToSection', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    jest.restoreAllMocks();
    window.matchMedia = originalMatchMedia;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  function elementAt(top: number): HTMLElement {
    const element = document.createElement('h2');
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    return element;
  }

  function reducedMotion(matches: boolean) {
    window.matchMedia = (query: string) => ({ matches, media: query }) as MediaQueryList;
  }

  it('brings the heading to 100 px below the top of the window, smoothly', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    reducedMotion(false);
    scrollToSection(elementAt(850.4));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1050, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    reducedMotion(true);
    scrollToSection(elementAt(500));
    expect(scrollTo).toHaveBeenCalledWith({ top: 400, behavior: 'auto' });
  });

  it('never scrolls above the top of the page', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    reducedMotion(false);
    scrollToSection(elementAt(40));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('currentSectionIndex', () => {
  it('is the first section while no heading has reached the offset', () => {
    expect(currentSectionIndex([450, 1200, 2000])).toBe(0);
  });

  it('is the last section whose heading has reached the offset', () => {
    expect(currentSectionIndex([-800, 100, 900])).toBe(1);
    expect(currentSectionIndex([-1600, -700, 104])).toBe(2);
    expect(currentSectionIndex([-1600, -700, -20])).toBe(2);
  });

  it('does not switch before the next heading is near the offset', () => {
    expect(currentSectionIndex([-800, 130, 900])).toBe(0);
  });
});
