import { projectSchema, validate } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { formatMessage } from '../messages';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import type { ProjectSwitcherMessages } from './messages';
import * as styles from './ProjectSwitcher.css';

/** What the 'Criar Novo Projeto' form submits, trimmed. */
export interface NewProjectInput {
  name: string;
  description: string;
}

export interface CreateProjectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Creates the project; a rejection keeps the dialog open and raises the error toast. */
  onCreate: (input: NewProjectInput) => Promise<void>;
  /** False when the plan's limit is reached: the form is replaced by the limit message. */
  canCreate: boolean;
  maxProjects: number;
  onSuccess: () => void;
  onError: (error: unknown) => void;
  copy: ProjectSwitcherMessages;
}

/** The 'Criar Novo Projeto' dialog: name and description with the project form's rules and messages. */
export function CreateProjectDialog({ isOpen, onOpenChange, ...props }: CreateProjectDialogProps) {
  return (
    <Modal title={props.copy.createProject} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <CreateProjectForm {...props} onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

type FormProps = Omit<CreateProjectDialogProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void };

function CreateProjectForm({
  onCreate,
  canCreate,
  maxProjects,
  onSuccess,
  onError,
  onClose,
  copy,
}: FormProps) {
  const [values, setValues] = useState<NewProjectInput>({ name: '', description: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewProjectInput, string>>>({});
  const [busy, setBusy] = useState(false);

  const change = (field: keyof NewProjectInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(projectSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      await onCreate(result.data);
      onSuccess();
      onClose();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  if (!canCreate) {
    return (
      <div className={styles.form}>
        <Banner tone="warning">{formatMessage(copy.limitReached, { max: maxProjects })}</Banner>
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onClose} autoFocus>
            {copy.cancel}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      <TextField
        label={copy.name}
        value={values.name}
        onChange={change('name')}
        isInvalid={errors.name !== undefined}
        errorMessage={errors.name}
        isDisabled={busy}
        autoFocus
      />
      <TextArea
        label={copy.description}
        value={values.description}
        onChange={change('description')}
        isInvalid={errors.description !== undefined}
        errorMessage={errors.description}
        isDisabled={busy}
        rows={3}
      />
      <div className={styles.footer}>
        <Button variant="secondary" isDisabled={busy} onPress={onClose}>
          {copy.cancel}
        </Button>
        <Button type="submit" isLoading={busy} loadingLabel={copy.creating}>
          {copy.create}
        </Button>
      </div>
    </Form>
  );
}
