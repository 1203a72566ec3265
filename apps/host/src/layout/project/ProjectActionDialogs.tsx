import {
  useCreateInvite,
  useDeleteProject,
  useProjectInvites,
  useProjectMembers,
  useRemoveMember,
  useRevokeInvite,
} from '@postify/hooks';
import { Badge } from '@postify/react-ui/Badge';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { ConfirmDialog } from '@postify/react-ui/ConfirmDialog';
import { Modal } from '@postify/react-ui/Modal';
import { type Project, projectSwitcherMessages as roles } from '@postify/react-ui/ProjectSwitcher';
import { Select, SelectItem } from '@postify/react-ui/Select';
import { Spinner } from '@postify/react-ui/Spinner';
import { TextField } from '@postify/react-ui/TextField';
import { showToast } from '@postify/react-ui/ToastRegion';
import type { Schemas } from '@postify/sdk';
import { type AssignableRole, assignableRoles } from '@postify/sdk/rules';
import { emailSchema, validate } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';
import * as page from '../layout.css';
import * as styles from './project.css';

/** The current project's actions the header's switcher opens (its menu shows only what the role allows). */
export type ProjectAction = 'members' | 'invite' | 'delete';

type Role = Schemas['ProjectRole'];
const roleLabel = (role: Role) => roles[`role${role}`];

export interface ProjectActionDialogsProps {
  action: ProjectAction;
  project: Project;
  onClose: () => void;
}

/** Loaded when the user first opens one of the project's actions, so no console page pays for it up front. */
export default function ProjectActionDialogs({ action, project, onClose }: ProjectActionDialogsProps) {
  const openChange = (open: boolean) => (open ? undefined : onClose());
  if (action === 'delete') return <DeleteProjectDialog project={project} onOpenChange={openChange} />;
  return (
    <Modal
      title={action === 'invite' ? 'Convidar membros' : `Membros de ${project.name}`}
      isOpen
      onOpenChange={openChange}
    >
      {action === 'invite' ? (
        <InviteForm project={project} onDone={onClose} />
      ) : (
        <MemberList project={project} />
      )}
    </Modal>
  );
}

function DeleteProjectDialog({
  project,
  onOpenChange,
}: {
  project: Project;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={onOpenChange}
      variant="destructive"
      title="Excluir projeto"
      description={`Tem certeza que deseja excluir o projeto "${project.name}"? Os posts, agendamentos, contas conectadas e arquivos dele serão excluídos. Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir projeto"
      onConfirm={async () => {
        await remove.mutateAsync(project.id);
        showToast({ title: 'Projeto excluído', tone: 'success' });
      }}
      onError={() => showToast({ title: remove.errorMessage ?? 'Erro ao deletar projeto', tone: 'danger' })}
    />
  );
}

function InviteForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const invite = useCreateInvite(project.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('EDITOR');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(emailSchema, email);
    setError(result.errors[''] ?? Object.values(result.errors)[0]);
    if (!result.success) return;
    await invite.mutateAsync({ email: result.data, role });
    showToast({ title: `Convite enviado para ${result.data}`, tone: 'success' });
    onDone();
  };
  return (
    <form className={page.stack} onSubmit={(event) => void submit(event).catch(() => {})} noValidate>
      <p className={page.muted}>
        A pessoa recebe o acesso a {project.name} quando entrar ou criar a conta com este e-mail.
      </p>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      <Select label="Função" selectedKey={role} onSelectionChange={(key) => setRole(key as typeof role)}>
        {assignableRoles(project.userRole).map((value) => (
          <SelectItem key={value} id={value}>
            {roleLabel(value)}
          </SelectItem>
        ))}
      </Select>
      {invite.errorMessage ? <Banner tone="danger">{invite.errorMessage}</Banner> : null}
      <Button type="submit" isLoading={invite.isPending}>
        Enviar convite
      </Button>
    </form>
  );
}

function MemberList({ project }: { project: Project }) {
  const members = useProjectMembers(project.id);
  const invites = useProjectInvites(project.id);
  const removeMember = useRemoveMember(project.id);
  const revoke = useRevokeInvite(project.id);
  if (members.isPending) return <Spinner label="Carregando membros..." />;
  if (members.errorMessage) return <Banner tone="danger">{members.errorMessage}</Banner>;
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'PENDING');
  return (
    <div className={page.stack}>
      <ul className={styles.list} aria-label="Membros">
        {(members.data ?? []).map((member) => (
          <li key={member.id} className={styles.item}>
            <span className={styles.who}>
              <strong>{member.name}</strong>
              <span className={page.muted}>{member.email}</span>
            </span>
            <Badge>{roleLabel(member.role)}</Badge>
            {member.role === 'OWNER' ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remover ${member.name}`}
                isLoading={removeMember.isPending && removeMember.variables === member.id}
                onPress={() => removeMember.mutate(member.id)}
              >
                Remover
              </Button>
            )}
          </li>
        ))}
      </ul>
      {removeMember.errorMessage ? <Banner tone="danger">{removeMember.errorMessage}</Banner> : null}
      <h3 className={styles.subheading}>Convites pendentes</h3>
      {pending.length === 0 ? (
        <p className={page.muted}>Nenhum convite pendente.</p>
      ) : (
        <ul className={styles.list} aria-label="Convites pendentes">
          {pending.map((invite) => (
            <li key={invite.id} className={styles.item}>
              <span className={styles.who}>{invite.email}</span>
              <Badge>{roleLabel(invite.role)}</Badge>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Revogar convite de ${invite.email}`}
                isLoading={revoke.isPending && revoke.variables === invite.id}
                onPress={() => revoke.mutate(invite.id)}
              >
                Revogar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
