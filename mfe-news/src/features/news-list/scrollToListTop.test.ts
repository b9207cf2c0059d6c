import { scrollToListTop } from './scrollToListTop';

describe('scrollToListTop', () => {
  afterEach(() => jest.restoreAllMocks());

  function elementAt(top: number): HTMLElement {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    return element;
  }

  it('leaves 100 px above the list on wide screens and 90 px on narrow ones', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    scrollToListTop(elementAt(600), false);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 700, behavior: 'smooth' });
    scrollToListTop(elementAt(600), true);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 710, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('does nothing without an element', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToListTop(null, false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
