import { usePostifyMessages } from '@postify/hooks/state';
import { projectSchema, validate } from '@postify/sdk/schemas';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { formatMessage } from '../i18n/format';
import { Modal } from '../Modal/Modal';
import { DialogForm, useBusy } from '../shared/DialogForm';
import { useFieldState } from '../shared/FieldParts';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import type { ProjectSwitcherMessages } from './messages';
import * as styles from './ProjectSwitcher.css';

/** What the project form submits, trimmed: on 'Criar Novo Projeto' and on 'Editar projeto'. */
export interface NewProjectInput {
  name: string;
  description: string;
}

/** What both project dialogs report back; a rejection of their action keeps the dialog open. */
interface ProjectDialogOutcome {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  messages: ProjectSwitcherMessages;
}

export interface CreateProjectDialogProps extends ProjectDialogOutcome {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Creates the project; a rejection keeps the dialog open and raises the error toast. */
  onCreate: (input: NewProjectInput) => Promise<void>;
  /** False when the plan's limit is reached: the form is replaced by the limit message. */
  canCreate: boolean;
  maxProjects: number;
}

/** The 'Criar Novo Projeto' dialog: name and description with the project form's rules and messages. */
export function CreateProjectDialog({
  isOpen,
  onOpenChange,
  onCreate,
  canCreate,
  maxProjects,
  ...outcome
}: CreateProjectDialogProps) {
  const close = () => onOpenChange(false);
  const { messages: copy } = outcome;
  return (
    <Modal title={copy.createProject} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && canCreate ? (
        <ProjectForm
          initial={{ name: '', description: '' }}
          onSubmit={onCreate}
          submitLabel={copy.create}
          submittingLabel={copy.creating}
          onClose={close}
          {...outcome}
        />
      ) : null}
      {isOpen && !canCreate ? (
        <div className={styles.form}>
          <Banner tone="warning">{formatMessage(copy.limitReached, { max: maxProjects })}</Banner>
          <div className={styles.footer}>
            <Button variant="secondary" onPress={close} autoFocus>
              {copy.cancel}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

export interface EditProjectDialogProps extends ProjectDialogOutcome {
  /** The project being edited; `null` closes the dialog. */
  project: NewProjectInput | null;
  onClose: () => void;
  /** Saves the project; a rejection keeps the dialog open and raises the error toast. */
  onSave: (input: NewProjectInput) => Promise<void>;
}

/** The 'Editar projeto' dialog: the project's name and description, with the same rules as creation. */
export function EditProjectDialog({ project, onClose, onSave, ...outcome }: EditProjectDialogProps) {
  return (
    <Modal
      title={outcome.messages.editProject}
      isOpen={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      {project ? (
        <ProjectForm
          initial={{ name: project.name, description: project.description }}
          onSubmit={onSave}
          submitLabel={outcome.messages.save}
          submittingLabel={outcome.messages.saving}
          onClose={onClose}
          {...outcome}
        />
      ) : null}
    </Modal>
  );
}

interface ProjectFormProps extends ProjectDialogOutcome {
  initial: NewProjectInput;
  onSubmit: (input: NewProjectInput) => Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  onClose: () => void;
}

/** Name and description checked against the SDK's project rules; closes after a successful submit. */
function ProjectForm({
  initial,
  onSubmit,
  submitLabel,
  submittingLabel,
  onSuccess,
  onError,
  onClose,
  messages: copy,
}: ProjectFormProps) {
  const name = useFieldState(initial.name);
  const description = useFieldState(initial.description);
  const [busy, track] = useBusy();
  const messages = usePostifyMessages();

  function submit() {
    const result = validate(projectSchema, { name: name.value, description: description.value }, messages);
    if (!result.success) {
      name.setError(result.errors.name);
      description.setError(result.errors.description);
      return;
    }
    return track(onSubmit(result.data)).then(() => {
      onSuccess();
      onClose();
    }, onError);
  }

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      isBusy={busy}
      cancelLabel={copy.cancel}
      submitLabel={submitLabel}
      loadingLabel={submittingLabel}
    >
      <TextField label={copy.name} {...name.field} isReadOnly={busy} autoFocus />
      <TextArea label={copy.description} {...description.field} isReadOnly={busy} rows={3} />
    </DialogForm>
  );
}
