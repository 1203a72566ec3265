import { errorMessage } from '@postify/sdk';
import { formatMessage } from '../i18n/format';
import { Modal } from '../Modal/Modal';
import { PlainPasswordField } from '../PasswordField/PlainPasswordField';
import { DialogForm, useBusy } from '../shared/DialogForm';
import { useFieldState } from '../shared/FieldParts';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';
import type { StoragePathEntry } from './types';

export interface FolderPasswordDialogProps {
  folder: StoragePathEntry | null;
  /** The user cancelled. */
  onClose: () => void;
  /** The password was accepted. */
  onUnlocked: () => void;
  /** A message to show at once, e.g. the server's refusal of a password tried before. */
  initialError?: string;
  /** Opens the folder with the password; a rejection keeps the dialog open with its message. */
  onUnlock: (folder: StoragePathEntry, password: string) => Promise<void>;
  messages: StorageBrowserMessages;
}

/** Asks for a protected folder's password before opening it. */
export function FolderPasswordDialog(props: FolderPasswordDialogProps) {
  const { folder, onClose } = props;
  return (
    <Modal
      title={props.messages.passwordTitle}
      isOpen={folder !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {folder ? <PasswordForm key={folder.folderId} {...props} folder={folder} /> : null}
    </Modal>
  );
}

function PasswordForm({
  folder,
  onClose,
  onUnlocked,
  onUnlock,
  initialError,
  messages: copy,
}: FolderPasswordDialogProps & { folder: StoragePathEntry }) {
  const password = useFieldState('', initialError);
  const [busy, track] = useBusy();

  function submit() {
    if (!password.value) {
      password.setError(copy.passwordRequired);
      return;
    }
    return track(onUnlock(folder, password.value)).then(onUnlocked, (cause) =>
      password.setError(errorMessage(cause, copy.passwordWrong)),
    );
  }

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      isBusy={busy}
      cancelLabel={copy.cancel}
      submitLabel={copy.unlock}
      footerClassName={styles.dialogFooter}
    >
      <p className={styles.hint}>{formatMessage(copy.passwordDescription, { name: folder.name })}</p>
      <PlainPasswordField label={copy.folderPassword} {...password.field} isReadOnly={busy} autoFocus />
    </DialogForm>
  );
}
