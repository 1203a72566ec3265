import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { cx } from '../shared/cx';
import * as shared from '../shared/modal.css';
import { useTheme } from '../theme/ThemeContext';
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
  isDismissable = true,
  ...props
}: ModalProps) {
  const theme = useTheme();
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(theme.className, shared.overlay)}
      style={theme.style}
    >
      <AriaModal className={styles.modal}>
        <Dialog role={role} className={shared.dialog}>
          {({ close }) => (
            <>
              <DialogHeader title={title} onBack={onBack} onClose={showCloseButton ? close : undefined} />
              {children ? <div className={shared.body}>{children}</div> : null}
              {footer ? <div className={shared.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
