import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useBodyScrollLock } from './useBodyScrollLock';
import styles from './Modal.module.css';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

export interface ModalProps {
  /** The dialog is shown while true; the caller owns this state. */
  readonly open: boolean;
  /** Called once when the visitor closes the dialog: "Chiudi", Escape or the backdrop. */
  readonly onClose: () => void;
  /** The dialog's heading (an h2), which also names it. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Extra class of the dialog box, e.g. to change its width. */
  readonly className?: string;
  /**
   * `center` (default): a box in the middle of the window. `side`: a full-height panel that
   * slides in from the right edge (a form beside the page, e.g. "Contattaci" (Contact us)).
   */
  readonly placement?: 'center' | 'side';
  /** Text of the close button (the admin area is in Bulgarian). */
  readonly closeLabel?: string;
  /**
   * Asked before any way of closing (close button, Escape, backdrop); false keeps the dialog
   * open, e.g. when a form would lose unsaved changes. Closing by `open` is not asked.
   */
  readonly confirmClose?: () => boolean;
}

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the browser keeps the
 * focus inside, makes the page inert and closes it on Escape. It also closes on "Chiudi" and
 * on a click on the backdrop, locks page scrolling while open and gives the focus back to the
 * element that had it (the opener) when it closes. Centred, or as a panel sliding in from the
 * side (`placement="side"`).
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  className,
  placement = 'center',
  closeLabel,
  confirmClose,
}: Omit<ModalProps, 'open'>) {
  const tx = useTexts(uiTexts);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const confirmCloseRef = useRef(confirmClose);
  const pressedOnBackdrop = useRef(false);
  const headingId = useId();

  useBodyScrollLock();

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    confirmCloseRef.current = confirmClose;
  }, [onClose, confirmClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Every way of closing (Escape included) ends in the native close event: one report.
    const reportClose = () => onCloseRef.current();
    // Escape first fires a cancelable `cancel`: a refusal keeps the dialog open.
    const askBeforeCancel = (event: Event) => {
      if (confirmCloseRef.current?.() === false) event.preventDefault();
    };
    dialog.addEventListener('close', reportClose);
    dialog.addEventListener('cancel', askBeforeCancel);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      dialog.removeEventListener('close', reportClose);
      dialog.removeEventListener('cancel', askBeforeCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  const requestClose = () => {
    if (confirmCloseRef.current?.() === false) return;
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else onCloseRef.current();
  };

  // The box fills the dialog element edge to edge, so only a click on the backdrop targets
  // the dialog itself. A press that started inside (e.g. selecting text) does not count.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop) requestClose();
  };

  return (
    // Escape, handled natively by the dialog, is the keyboard's way to close it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={[styles.dialog, placement === 'side' ? styles.side : null, className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className={styles.box}>
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={requestClose}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
            {closeLabel ?? tx('Chiudi')}
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
