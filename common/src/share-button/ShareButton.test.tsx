import { act, fireEvent, render, screen } from '@testing-library/react';
import { SHARE_COPIED_MS, ShareButton } from './ShareButton';

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Condividi' }));
  });
}

describe('ShareButton', () => {
  afterEach(() => {
    setNavigator('share', undefined);
    setNavigator('clipboard', undefined);
    jest.useRealTimers();
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
    render(<ShareButton title="Nuova pressa" />);
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
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
