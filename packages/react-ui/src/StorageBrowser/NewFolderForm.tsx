import { createFolderErrorMessage, usePostifyMessages } from '@postify/hooks/state';
import { folderNameSchema, validate } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PlainPasswordField } from '../PasswordField/PlainPasswordField';
import { useFieldState } from '../shared/FieldParts';
import { TextField } from '../TextField/TextField';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';

/** What the 'Nova Pasta' form submits: a trimmed name and, for a protected folder, its password. */
export interface NewFolderInput {
  name: string;
  password?: string;
}

export interface NewFolderFormProps {
  onCreate: (input: NewFolderInput) => Promise<void>;
  onDone: () => void;
  messages: StorageBrowserMessages;
}

/** The 'Nova Pasta' tab: name, optional password, and the spec's 'Erro ao criar pasta: {reason}'. */
export function NewFolderForm({ onCreate, onDone, messages: copy }: NewFolderFormProps) {
  const messages = usePostifyMessages();
  const name = useFieldState('');
  const [isProtected, setProtected] = useState(false);
  const password = useFieldState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = validate(folderNameSchema, { name: name.value }, messages);
    const passwordMissing = isProtected && !password.value;
    name.setError(result.success ? undefined : result.errors.name);
    password.setError(passwordMissing ? copy.passwordRequired : undefined);
    if (!result.success || passwordMissing) return;
    setBusy(true);
    setFailure(null);
    try {
      await onCreate(
        isProtected ? { name: result.data.name, password: password.value } : { name: result.data.name },
      );
      onDone();
    } catch (error) {
      // 'Erro ao criar pasta: {reason}' with the spec's reasons by status, from the hooks' rule.
      setFailure(createFolderErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  // Read-only rather than disabled while the folder is created: a disabled field would drop the keyboard's
  // focus to the page, and a failure would leave the user nowhere to correct the name from.
  return (
    <Form className={styles.dialogBody} onSubmit={submit} validationBehavior="aria">
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      <TextField label={copy.folderName} {...name.field} isReadOnly={busy} autoFocus />
      <Checkbox isSelected={isProtected} onChange={setProtected} isReadOnly={busy}>
        {copy.protectFolder}
      </Checkbox>
      {isProtected ? (
        <PlainPasswordField label={copy.folderPassword} {...password.field} isReadOnly={busy} />
      ) : null}
      <div className={styles.toolbar}>
        <span />
        <Button type="submit" isLoading={busy} loadingLabel={copy.creatingFolder}>
          {copy.createFolder}
        </Button>
      </div>
    </Form>
  );
}
