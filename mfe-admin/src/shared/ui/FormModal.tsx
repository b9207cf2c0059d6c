import { useCallback, useRef, type ReactNode } from 'react';
import { Modal } from '@alu/common/modal';
import { LeaveGuardScope } from './unsavedChanges';
import styles from './FormModal.module.css';

export interface FormModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The panel's forms open as modal overlays, with a Bulgarian close button. Closing asks the
 * form inside first (see useLeaveGuard): unsaved changes are not dropped without a yes.
 */
export function FormModal({ open, title, onClose, children }: FormModalProps) {
  const guard = useRef<(() => boolean) | null>(null);
  const confirmClose = useCallback(() => guard.current?.() ?? true, []);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      confirmClose={confirmClose}
      className={styles.modal}
      closeLabel="Затвори"
    >
      <LeaveGuardScope guard={guard}>{children}</LeaveGuardScope>
    </Modal>
  );
}
