import type { ReactElement } from 'react';
import { act, fireEvent, render as renderElement, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SHARE_COPIED_MS, ShareButton } from './ShareButton';

const render = (element: ReactElement, path = '/') =>
  renderElement(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

/** "Altre app" opens the share sheet where Web Share exists; "Copia link" otherwise. */
async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^(Altre app|Copia link)$/ }));
  });
}

describe('ShareButton', () => {
  afterEach(() => {
    setNavigator('share', undefined);
    setNavigator('clipboard', undefined);
    jest.useRealTimers();
  });

  it('links to the LinkedIn and Facebook share dialogs for the current page', () => {
    render(<ShareButton title="Timeline" />, '/about-the-company/timeline?x=1');
    const group = screen.getByRole('group', { name: 'Condividi' });
    const address = encodeURIComponent('http://localhost/about-the-company/timeline?x=1');
    const linkedin = screen.getByRole('link', { name: /LinkedIn/ });
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    expect(group.contains(linkedin)).toBe(true);
    expect(linkedin.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toContain('noopener');
  });

  it('offers "Altre app" with Web Share and "Copia link" without it', () => {
    setNavigator('share', jest.fn());
    const { unmount } = render(<ShareButton title="x" />);
    expect(screen.getByRole('button', { name: 'Altre app' })).toBeTruthy();
    unmount();
    setNavigator('share', undefined);
    render(<ShareButton title="x" />);
    expect(screen.getByRole('button', { name: 'Copia link' })).toBeTruthy();
  });

  it('uses the Web Share API with the title and address when it exists', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    render(<ShareButton title="Nuova pressa" url="https://example.test/news/nuova-pressa" />);
    await clickShare();
    expect(share).toHaveBeenCalledWith({
      title: 'Nuova pressa',
      url: 'https://example.test/news/nuova-pressa',
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor cancels the share sheet', async () => {
    setNavigator('share', jest.fn().mockRejectedValue(new DOMException('cancel', 'AbortError')));
    const writeText = jest.fn();
    setNavigator('clipboard', { writeText });
    render(<ShareButton title="Nuova pressa" />);
    await clickShare();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the current address and announces "Link copiato" for a while without Web Share', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    render(<ShareButton title="Nuova pressa" />, '/news/nuova-pressa');
    await clickShare();
    expect(writeText).toHaveBeenCalledWith('http://localhost/news/nuova-pressa');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Link copiato');
    act(() => jest.advanceTimersByTime(SHARE_COPIED_MS));
    expect(status.textContent).toBe('');
  });

  it('shows the address in a selected field when sharing and copying both fail', async () => {
    setNavigator('share', jest.fn().mockRejectedValue(new Error('NotAllowedError')));
    setNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    render(<ShareButton title="Nuova pressa" url="https://example.test/news/x" />);
    await clickShare();
    const field = screen.getByLabelText<HTMLInputElement>('Copia il link di questa pagina');
    expect(field.value).toBe('https://example.test/news/x');
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
