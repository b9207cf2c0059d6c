import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { installDialogPolyfill } from '../../testing';
import { Modal } from './Modal';

function pressEscape(dialog: HTMLDialogElement) {
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function Harness({
  onClose,
  confirmClose,
}: {
  readonly onClose: () => void;
  readonly confirmClose?: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <Modal
        open={open}
        title="Responsabile qualità"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        {...(confirmClose && { confirmClose })}
      >
        <p>Contenuto della finestra</p>
        <button type="button">Un pulsante interno</button>
      </Modal>
    </>
  );
}

function openModal(onClose = jest.fn(), confirmClose?: () => boolean) {
  render(<Harness onClose={onClose} {...(confirmClose && { confirmClose })} />);
  const opener = screen.getByRole('button', { name: 'Apri' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  return { opener, dialog, onClose };
}

describe('Modal', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installDialogPolyfill();
  });
  afterEach(() => {
    uninstall();
    document.body.removeAttribute('style');
    document.body.className = '';
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Titolo" onClose={jest.fn()}>
        <p>Testo</p>
      </Modal>,
    );
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.queryByText('Testo')).toBeNull();
  });

  it('opens as a modal dialog named by its heading, and locks page scrolling', () => {
    const { dialog } = openModal();
    expect(dialog.open).toBe(true);
    const named = screen.getByRole('dialog', { name: 'Responsabile qualità' });
    expect(named).toBe(dialog);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Responsabile qualità');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });

  it('"Chiudi" closes it once, unlocks scrolling and gives the focus back to the opener', async () => {
    const { dialog, opener, onClose } = openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(dialog.open).toBe(false);
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('asks before every way of closing, and stays open when refused', async () => {
    const confirmClose = jest.fn(() => false);
    const { dialog, onClose } = openModal(jest.fn(), confirmClose);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    pressEscape(dialog);
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    await settle();
    expect(confirmClose).toHaveBeenCalledTimes(3);
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    confirmClose.mockReturnValue(true);
    pressEscape(dialog);
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it', async () => {
    const { dialog, opener, onClose } = openModal();
    pressEscape(dialog);
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a click on the backdrop closes it; a click inside, or a drag from inside, does not', async () => {
    const { dialog, onClose } = openModal();
    const inner = screen.getByText('Contenuto della finestra');
    fireEvent.mouseDown(inner);
    fireEvent.mouseUp(inner);
    fireEvent.click(inner);
    // A press inside released on the backdrop: the browser targets the click at the dialog.
    fireEvent.mouseDown(inner);
    fireEvent.click(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Un pulsante interno' }));
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('closing through its open prop does not report a close', async () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <Modal open title="Titolo" onClose={onClose}>
        <p>Testo</p>
      </Modal>,
    );
    const dialog = document.querySelector('dialog');
    rerender(
      <Modal open={false} title="Titolo" onClose={onClose}>
        <p>Testo</p>
      </Modal>,
    );
    await settle();
    expect(dialog?.open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('');
  });

  it('still opens and closes where the browser has no showModal', () => {
    uninstall();
    const onClose = jest.fn();
    render(
      <Modal open title="Titolo" onClose={onClose}>
        <p>Testo</p>
      </Modal>,
    );
    expect(document.querySelector('dialog')?.hasAttribute('open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    uninstall = installDialogPolyfill();
  });
});
