import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { DialogHeader } from '../Modal/DialogHeader';
import { cx } from '../shared/cx';
import * as shared from '../shared/modal.css';
import { useTheme } from '../theme/ThemeContext';
import * as styles from './Drawer.css';

export const drawerPlacements = ['right', 'left'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export interface DrawerProps extends Omit<ModalOverlayProps, 'className' | 'children' | 'style'> {
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  placement?: DrawerPlacement;
}

/** A drawer slides a panel in from the side; Escape, a click on the backdrop or the close button close it. */
export function Drawer({
  title,
  children,
  footer,
  placement = 'right',
  isDismissable = true,
  ...props
}: DrawerProps) {
  const theme = useTheme();
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(theme.className, styles.overlay)}
      style={theme.style}
    >
      <Modal className={styles.drawer({ placement })}>
        <Dialog className={cx(shared.dialog, styles.dialog)}>
          {({ close }) => (
            <>
              <DialogHeader title={title} onClose={close} />
              {children ? <div className={shared.body}>{children}</div> : null}
              {footer ? <div className={shared.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
