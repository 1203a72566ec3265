import { usePostifyMessages } from '@postify/hooks/state';
import { renameSchema, validate } from '@postify/sdk/schemas';
import { useState } from 'react';
import { Banner } from '../Banner/Banner';
import { Modal } from '../Modal/Modal';
import { DialogForm, useBusy } from '../shared/DialogForm';
import { useFieldState } from '../shared/FieldParts';
import { TextField } from '../TextField/TextField';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';
import type { StorageItem } from './types';

export interface RenameDialogProps {
  item: StorageItem | null;
  onClose: () => void;
  onRename: (item: StorageItem, newName: string) => Promise<void>;
  messages: StorageBrowserMessages;
}

/** Renames a folder or file; busy while saving, 'Erro ao renomear. Tente novamente.' when it fails. */
export function RenameDialog({ item, onClose, onRename, messages: copy }: RenameDialogProps) {
  return (
    <Modal
      title={copy.renameTitle}
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {item ? (
        <RenameForm key={item.id} item={item} onClose={onClose} onRename={onRename} messages={copy} />
      ) : null}
    </Modal>
  );
}

function RenameForm({ item, onClose, onRename, messages: copy }: RenameDialogProps & { item: StorageItem }) {
  const messages = usePostifyMessages();
  const name = useFieldState(item.name);
  const [failed, setFailed] = useState(false);
  const [busy, track] = useBusy();

  function submit() {
    const result = validate(renameSchema, { newName: name.value }, messages);
    if (!result.success) {
      name.setError(result.errors.newName);
      return;
    }
    setFailed(false);
    return track(onRename(item, result.data.newName)).then(onClose, () => setFailed(true));
  }

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      isBusy={busy}
      cancelLabel={copy.cancel}
      submitLabel={copy.save}
      loadingLabel={copy.saving}
      footerClassName={styles.dialogFooter}
    >
      {failed ? <Banner tone="danger">{copy.renameError}</Banner> : null}
      <TextField label={copy.newName} {...name.field} isReadOnly={busy} autoFocus />
    </DialogForm>
  );
}
