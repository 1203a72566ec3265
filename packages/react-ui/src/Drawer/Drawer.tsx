import type { ReactNode } from 'react';
import { Dialog, Modal, type ModalOverlayProps } from 'react-aria-components';
import { DialogHeader } from '../Modal/DialogHeader';
import { cx } from '../shared/cx';
import { DialogSections } from '../shared/DialogSections';
import * as shared from '../shared/modal.css';
import { ThemedModalOverlay } from '../shared/ThemedModalOverlay';
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
export function Drawer({ title, children, footer, placement = 'right', ...props }: DrawerProps) {
  return (
    <ThemedModalOverlay {...props} className={styles.overlay}>
      <Modal className={styles.drawer({ placement })}>
        <Dialog className={cx(shared.dialog, styles.dialog)}>
          {({ close }) => (
            <DialogSections header={<DialogHeader title={title} onClose={close} />} footer={footer}>
              {children}
            </DialogSections>
          )}
        </Dialog>
      </Modal>
    </ThemedModalOverlay>
  );
}
