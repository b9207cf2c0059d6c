import type { ReactNode } from 'react';
import { Modal } from '../modal/Modal';
import { InquiryForm, type InquiryFormProps } from './InquiryForm';
import styles from './InquiryDialog.module.css';

export interface InquiryDialogProps extends InquiryFormProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The panel's heading, e.g. "Richiedi informazioni" or "Contattaci" (Contact us). */
  readonly title: string;
  /** A line above the fields. */
  readonly intro?: ReactNode;
}

/**
 * The inquiry form in the panel that slides in from the right edge (a modal side sheet: the
 * focus stays inside, Escape, "Chiudi" and the backdrop close it and the focus returns to the
 * button that opened it). Closing discards nothing that was sent; the text of an unsent form
 * goes with the panel.
 */
export function InquiryDialog({ open, onClose, title, intro, ...form }: InquiryDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} placement="side">
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <InquiryForm {...form} />
    </Modal>
  );
}
