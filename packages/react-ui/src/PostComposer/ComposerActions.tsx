import { lazy, Suspense } from 'react';
import { Button } from '../Button';
import type { PostComposerMessages } from './messages';
import * as styles from './PostComposer.css';

// The confirmations open only after 'Cancelar' or the save button: their modal (focus trap, scroll lock) is
// fetched while the composer first renders instead of before it; closed, they draw nothing meanwhile.
const ConfirmDialog = lazy(() =>
  import('../ConfirmDialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** 'Cancelar' and the save button, each behind its confirmation dialog. */
export function ComposerActions({
  saveLabel,
  canSave,
  confirming,
  onConfirmingChange,
  onRequestSave,
  onSave,
  onLeave,
  saveDescription,
  messages,
}: {
  saveLabel: string;
  canSave: boolean;
  confirming: 'save' | 'cancel' | null;
  onConfirmingChange: (confirming: 'save' | 'cancel' | null) => void;
  /** Validates the form and, when it is valid, asks for the save confirmation. */
  onRequestSave: () => void;
  onSave: () => Promise<void>;
  onLeave: () => void;
  saveDescription: string;
  messages: PostComposerMessages;
}) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={() => onConfirmingChange('cancel')}>
        {messages.cancel}
      </Button>
      <Button isDisabled={!canSave} onPress={onRequestSave}>
        {saveLabel}
      </Button>
      <Suspense fallback={null}>
        <ConfirmDialog
          isOpen={confirming === 'cancel'}
          onOpenChange={(open) => onConfirmingChange(open ? 'cancel' : null)}
          onConfirm={onLeave}
          variant="destructive"
          title={messages.cancelTitle}
          description={messages.cancelDescription}
          confirmLabel={messages.cancelConfirm}
          cancelLabel={messages.cancelKeep}
        />
        <ConfirmDialog
          isOpen={confirming === 'save'}
          onOpenChange={(open) => onConfirmingChange(open ? 'save' : null)}
          onConfirm={onSave}
          title={messages.saveTitle}
          description={saveDescription}
          confirmLabel={saveLabel}
          cancelLabel={messages.saveKeep}
        />
      </Suspense>
    </div>
  );
}
