import type { ReactNode } from 'react';
import { Modal } from '@alu/common/modal';
import styles from './FormModal.module.css';

export interface FormModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The panel's forms open as modal overlays, with a Bulgarian close button. */
export function FormModal({ open, title, onClose, children }: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      className={styles.modal}
      closeLabel="Затвори"
    >
      {children}
    </Modal>
  );
}
