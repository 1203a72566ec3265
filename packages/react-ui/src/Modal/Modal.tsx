import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, type ModalOverlayProps } from 'react-aria-components';
import { DialogSections } from '../shared/DialogSections';
import * as shared from '../shared/modal.css';
import { ThemedModalOverlay } from '../shared/ThemedModalOverlay';
import { DialogHeader } from './DialogHeader';
import * as styles from './Modal.css';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children' | 'style'> {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom, aligned to the end. */
  footer?: ReactNode;
  /** Shows a 'Voltar' button in the header that calls this. */
  onBack?: () => void;
  /** Shows a 'Fechar' button in the header (default true). */
  showCloseButton?: boolean;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal shows a dialog above the page: Escape closes it, page scroll is locked and focus stays inside
 * while it is open, and it can have back and close buttons. Use it controlled (`isOpen`) or in a DialogTrigger.
 */
export function Modal({
  title,
  children,
  footer,
  onBack,
  showCloseButton = true,
  role = 'dialog',
  ...props
}: ModalProps) {
  return (
    <ThemedModalOverlay {...props} className={shared.overlay}>
      <AriaModal className={styles.modal}>
        <Dialog role={role} className={shared.dialog}>
          {({ close }) => (
            <DialogSections
              header={
                <DialogHeader title={title} onBack={onBack} onClose={showCloseButton ? close : undefined} />
              }
              footer={footer}
            >
              {children}
            </DialogSections>
          )}
        </Dialog>
      </AriaModal>
    </ThemedModalOverlay>
  );
}
