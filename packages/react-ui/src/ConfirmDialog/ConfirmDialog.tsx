import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { useMessages } from '../messages';

export const confirmDialogVariants = ['default', 'destructive'] as const;
export type ConfirmDialogVariant = (typeof confirmDialogVariants)[number];

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Runs when the user confirms; the dialog closes once it settles successfully. */
  onConfirm: () => void | Promise<void>;
  /** Called when `onConfirm` rejects; the dialog then stays open so the user can retry or cancel. */
  onError?: (error: unknown) => void;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  loadingLabel?: ReactNode;
  variant?: ConfirmDialogVariant;
}

/**
 * A confirmation dialog asks the user to confirm an action. While the action runs the confirm button
 * shows 'Carregando...' and both buttons are disabled; it closes after the action completes.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  onError,
  title,
  description,
  confirmLabel,
  cancelLabel,
  loadingLabel,
  variant = 'default',
}: ConfirmDialogProps) {
  const copy = useMessages().confirmDialog;
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      onError?.(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      role="alertdialog"
      title={title ?? copy.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" isDisabled={pending} onPress={() => onOpenChange(false)}>
            {cancelLabel ?? copy.cancel}
          </Button>
          {/* Pending rather than disabled: a disabled button would drop the keyboard focus mid-action. */}
          <Button
            variant={variant === 'destructive' ? 'destructive' : 'primary'}
            isLoading={pending}
            loadingLabel={loadingLabel ?? copy.loading}
            onPress={confirm}
            autoFocus
          >
            {confirmLabel ?? copy.confirm}
          </Button>
        </>
      }
    >
      {description ?? copy.description}
    </Modal>
  );
}
