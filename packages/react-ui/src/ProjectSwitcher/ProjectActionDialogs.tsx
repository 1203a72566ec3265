import { usePostifyMessages } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { type AssignableRole, assignableRoles, canManageMember } from '@postify/sdk/rules';
import { emailSchema, validate } from '@postify/sdk/schemas';
import { type ReactNode, useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { formatMessage } from '../i18n/format';
import { Modal } from '../Modal/Modal';
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
  /**
   * Removes a member once the user confirmed 'Remover membro' (offered only where the project's role may:
   * OWNER or ADMIN, never on the OWNER). A rejection closes the confirmation; say why with `removeError`.
   */
  onRemoveMember: (member: ProjectMember) => void | Promise<void>;
  onRevokeInvite: (invite: ProjectInvite) => void;
  /**
   * Gives a member another role. With it, each member the project's role may manage gets a select of the
   * roles that role may give (`assignableRoles`); without it, roles show as badges only.
   */
  onChangeRole?: (member: ProjectMember, role: AssignableRole) => void;
  /** Why the last role change failed, under the members list. */
  roleError?: string | null;
  /**
   * The signed-in user: their own row keeps a badge, so nobody takes away, by one click, the role that lets
   * them manage the members.
   */
  currentUserId?: string | null;
  /** The member or invite whose removal or role change is running: its controls wait. */
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
  onChangeRole,
  roleError,
  currentUserId,
  pendingId,
  messages: copy,
}: ProjectMembersDialogProps) {
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const pending = (invites ?? []).filter((invite) => invite.status === 'PENDING');
  const role = (value: ProjectMember['role']) => copy[`role${value}`];
  const actor = project?.userRole;
  const choices = assignableRoles(actor);
  return (
    <>
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
              {(members ?? []).map((member) => {
                const manageable = canManageMember(actor, member.role);
                const busy = pendingId === member.id;
                return (
                  <PersonRow
                    key={member.id}
                    who={
                      <>
                        <strong>{member.name}</strong>
                        <span className={styles.muted}>{member.email}</span>
                      </>
                    }
                    role={
                      onChangeRole &&
                      manageable &&
                      member.userId !== currentUserId &&
                      member.role !== 'OWNER' ? (
                        <Select
                          className={styles.roleSelect}
                          aria-label={formatMessage(copy.memberRoleLabel, { name: member.name })}
                          selectedKey={member.role}
                          // Not disabled while the change is saved: the keyboard stays on the select (a
                          // disabled one would drop it to the page), and another choice waits for the first.
                          onSelectionChange={(key) => {
                            const next = choices.find((choice) => choice === key);
                            if (!busy && next && next !== member.role) onChangeRole(member, next);
                          }}
                        >
                          {choices.map((value) => (
                            <SelectItem key={value} id={value}>
                              {copy[`role${value}`]}
                            </SelectItem>
                          ))}
                        </Select>
                      ) : (
                        <Badge>{role(member.role)}</Badge>
                      )
                    }
                    action={
                      manageable
                        ? {
                            label: copy.removeMember,
                            ariaLabel: formatMessage(copy.removeMemberLabel, { name: member.name }),
                            isPending: busy,
                            onPress: () => setRemoving(member),
                          }
                        : null
                    }
                  />
                );
              })}
            </ul>
            {roleError ? <Banner tone="danger">{roleError}</Banner> : null}
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
                    role={<Badge>{role(invite.role)}</Badge>}
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
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        variant="destructive"
        title={copy.removeMemberTitle}
        description={formatMessage(copy.removeMemberDescription, {
          name: removing?.name ?? '',
          project: project?.name ?? '',
        })}
        confirmLabel={copy.removeMemberConfirm}
        cancelLabel={copy.cancel}
        onConfirm={() => (removing ? onRemoveMember(removing) : undefined)}
        // The members dialog says why under the list (removeError); the confirmation has done its part.
        onError={() => setRemoving(null)}
      />
    </>
  );
}

interface PersonRowProps {
  who: ReactNode;
  /** The role as a badge, or the select that changes it. */
  role: ReactNode;
  action: { label: string; ariaLabel: string; isPending: boolean; onPress: () => void } | null;
}

/** A member or an invite: who, the role, and the button that removes them. */
function PersonRow({ who, role, action }: PersonRowProps) {
  return (
    <li className={styles.item}>
      <span className={styles.who}>{who}</span>
      {role}
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
  const messages = usePostifyMessages();
  const submit = async () => {
    const result = validate(emailSchema, email, messages);
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
