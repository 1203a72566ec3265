import type { Schemas } from '@postify/sdk';
import { assignableRoles } from '@postify/sdk/rules';
import { emailSchema, validate } from '@postify/sdk/schemas';
import { type ReactNode, useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Modal } from '../Modal/Modal';
import { formatMessage } from '../messages';
import { Select, SelectItem } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { DialogForm } from '../shared/DialogForm';
import { fieldError } from '../shared/FieldParts';
import { TextField } from '../TextField/TextField';
import type { ProjectSwitcherMessages } from './messages';
import type { Project } from './ProjectSwitcher';
import * as styles from './ProjectSwitcher.css';

/** A member of a project, as the members dialog lists it. */
export type ProjectMember = Schemas['Member'];
/** An invite of a project, as the members dialog lists it (only the PENDING ones show). */
export type ProjectInvite = Schemas['Invite'];
/** What the invite dialog submits: a valid e-mail and a role other than OWNER. */
export type NewInviteInput = Schemas['CreateInviteRequest'];

/** Props of {@link ProjectMembersDialog}: the lists come from the caller, any backend. */
export interface ProjectMembersDialogProps {
  /** The project whose members show; `null` closes the dialog. */
  project: Project | null;
  onClose: () => void;
  members: readonly ProjectMember[] | undefined;
  invites: readonly ProjectInvite[] | undefined;
  isLoading?: boolean;
  /** Why the members could not be read; replaces the lists. */
  loadError?: string | null;
  /** Why the last removal failed, under the members list. */
  removeError?: string | null;
  /** Removes a member (never shown for the OWNER). */
  onRemoveMember: (member: ProjectMember) => void;
  onRevokeInvite: (invite: ProjectInvite) => void;
  /** The member or invite whose removal is running: its button shows the spinner. */
  pendingId?: string | null;
  messages: ProjectSwitcherMessages;
}

/** 'Gerenciar membros': the project's members with their roles and the pending invites, each removable. */
export function ProjectMembersDialog({
  project,
  onClose,
  members,
  invites,
  isLoading,
  loadError,
  removeError,
  onRemoveMember,
  onRevokeInvite,
  pendingId,
  messages: copy,
}: ProjectMembersDialogProps) {
  const pending = (invites ?? []).filter((invite) => invite.status === 'PENDING');
  const role = (value: ProjectMember['role']) => copy[`role${value}`];
  return (
    <Modal
      title={formatMessage(copy.membersTitle, { name: project?.name ?? '' })}
      isOpen={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      {isLoading ? (
        <Spinner label={copy.loadingMembers} />
      ) : loadError ? (
        <Banner tone="danger">{loadError}</Banner>
      ) : (
        <div className={styles.form}>
          <ul className={styles.list} aria-label={copy.membersList}>
            {(members ?? []).map((member) => (
              <PersonRow
                key={member.id}
                who={
                  <>
                    <strong>{member.name}</strong>
                    <span className={styles.muted}>{member.email}</span>
                  </>
                }
                role={role(member.role)}
                action={
                  member.role === 'OWNER'
                    ? null
                    : {
                        label: copy.removeMember,
                        ariaLabel: formatMessage(copy.removeMemberLabel, { name: member.name }),
                        isPending: pendingId === member.id,
                        onPress: () => onRemoveMember(member),
                      }
                }
              />
            ))}
          </ul>
          {removeError ? <Banner tone="danger">{removeError}</Banner> : null}
          <h3 className={styles.subheading}>{copy.pendingInvites}</h3>
          {pending.length === 0 ? (
            <p className={styles.muted}>{copy.noPendingInvites}</p>
          ) : (
            <ul className={styles.list} aria-label={copy.pendingInvites}>
              {pending.map((invite) => (
                <PersonRow
                  key={invite.id}
                  who={invite.email}
                  role={role(invite.role)}
                  action={{
                    label: copy.revokeInvite,
                    ariaLabel: formatMessage(copy.revokeInviteLabel, { email: invite.email }),
                    isPending: pendingId === invite.id,
                    onPress: () => onRevokeInvite(invite),
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}

interface PersonRowProps {
  who: ReactNode;
  role: string;
  action: { label: string; ariaLabel: string; isPending: boolean; onPress: () => void } | null;
}

/** A member or an invite: who, the role, and the button that removes them. */
function PersonRow({ who, role, action }: PersonRowProps) {
  return (
    <li className={styles.item}>
      <span className={styles.who}>{who}</span>
      <Badge>{role}</Badge>
      {action ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={action.ariaLabel}
          isLoading={action.isPending}
          onPress={action.onPress}
        >
          {action.label}
        </Button>
      ) : null}
    </li>
  );
}

/** Props of {@link InviteMemberDialog}. */
export interface InviteMemberDialogProps {
  /** The project the invite is for; `null` closes the dialog. */
  project: Project | null;
  onClose: () => void;
  /** Sends the invite; the dialog closes once it resolves and stays open on a rejection. */
  onInvite: (input: NewInviteInput) => Promise<void>;
  isPending?: boolean;
  /** Why the last invite failed (the server's message). */
  errorMessage?: string | null;
  messages: ProjectSwitcherMessages;
}

/** 'Convidar membros': an e-mail checked with the SDK's rule and the role the invite grants. */
export function InviteMemberDialog({ project, onClose, ...form }: InviteMemberDialogProps) {
  return (
    <Modal
      title={form.messages.inviteMembers}
      isOpen={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      {project ? <InviteForm project={project} onClose={onClose} {...form} /> : null}
    </Modal>
  );
}

function InviteForm({
  project,
  onClose,
  onInvite,
  isPending,
  errorMessage,
  messages: copy,
}: InviteMemberDialogProps & { project: Project }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<NewInviteInput['role']>('EDITOR');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const result = validate(emailSchema, email);
    setError(result.errors[''] ?? Object.values(result.errors)[0]);
    if (!result.success) return;
    await onInvite({ email: result.data, role });
    onClose();
  };
  return (
    <DialogForm
      onSubmit={() => submit().catch(() => {})}
      onCancel={onClose}
      isBusy={Boolean(isPending)}
      cancelLabel={copy.cancel}
      submitLabel={copy.sendInvite}
    >
      <p className={styles.muted}>{formatMessage(copy.inviteIntro, { name: project.name })}</p>
      <TextField
        label={copy.inviteEmail}
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        {...fieldError(error)}
      />
      <Select
        label={copy.inviteRole}
        selectedKey={role}
        onSelectionChange={(key) => setRole(key as typeof role)}
      >
        {assignableRoles(project.userRole).map((value) => (
          <SelectItem key={value} id={value}>
            {copy[`role${value}`]}
          </SelectItem>
        ))}
      </Select>
      {errorMessage ? <Banner tone="danger">{errorMessage}</Banner> : null}
    </DialogForm>
  );
}

/** Props of {@link DeleteProjectDialog}. */
export interface DeleteProjectDialogProps {
  /** The project to delete; `null` closes the dialog. */
  project: Project | null;
  onClose: () => void;
  /** Deletes the project; a rejection keeps the dialog open and calls `onError`. */
  onDelete: (project: Project) => Promise<void>;
  onError: (error: unknown) => void;
  messages: ProjectSwitcherMessages;
}

/** 'Excluir projeto': the destructive confirmation naming what goes with the project. */
export function DeleteProjectDialog({
  project,
  onClose,
  onDelete,
  onError,
  messages: copy,
}: DeleteProjectDialogProps) {
  return (
    <ConfirmDialog
      isOpen={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      variant="destructive"
      title={copy.deleteProject}
      description={formatMessage(copy.deleteDescription, { name: project?.name ?? '' })}
      confirmLabel={copy.deleteProject}
      onConfirm={() => (project ? onDelete(project) : undefined)}
      onError={onError}
    />
  );
}
