import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { invites, members, projects } from './fixtures';
import { projectSwitcherMessages } from './messages';
import { DeleteProjectDialog, InviteMemberDialog, ProjectMembersDialog } from './ProjectActionDialogs';

const project = projects[0] ?? null;

/** The dialogs behind 'Gerenciar membros', 'Convidar membros' and 'Excluir projeto' of the switcher's menu. */
const meta = {
  title: 'Account/ProjectSwitcher/Project actions',
  component: ProjectMembersDialog,
  parameters: domainComponent,
  args: {
    project,
    onClose: fn(),
    members,
    invites,
    onRemoveMember: fn(),
    onRevokeInvite: fn(),
    messages: projectSwitcherMessages,
  },
} satisfies Meta<typeof ProjectMembersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Gerenciar membros': every member with the role; the owner cannot be removed; the pending invites below. */
export const Members: Story = {
  parameters: mainStory,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Agência Aurora' });
    const list = within(dialog).getByRole('list', { name: 'Membros' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).queryByRole('button', { name: 'Remover Ana Souza' })).toBeNull();
    const pending = within(dialog).getByRole('list', { name: 'Convites pendentes' });
    await expect(within(pending).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** No pending invite: the dialog says so instead of an empty list. */
export const NoPendingInvites: Story = {
  args: { invites: [] },
  play: async () => {
    await expect(await screen.findByText('Nenhum convite pendente.')).toBeVisible();
  },
};

/** Removing a member: that row's button spins while the others stay usable. */
export const Removing: Story = {
  args: { pendingId: members[2]?.id ?? null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Remover Bruno Lima' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { members: undefined, invites: undefined, isLoading: true },
  play: async () => {
    await expect(await screen.findByText('Carregando membros...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { members: undefined, invites: undefined, loadError: 'Sem permissão para ver os membros' },
  play: async () => {
    await expect(await screen.findByText('Sem permissão para ver os membros')).toBeVisible();
  },
};

const owner = members[0];
const bruno = members[1];

/**
 * With `onChangeRole`, each member the project's role may manage gets a select of the roles that role may
 * give; the OWNER keeps the badge, and so does the signed-in user's own row.
 */
export const ChangeRole: Story = {
  args: { onChangeRole: fn(), currentUserId: owner?.userId ?? null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Agência Aurora' });
    await expect(within(dialog).queryByRole('button', { name: /Função de Ana Souza/ })).toBeNull();
    const select = within(dialog).getByRole('button', { name: /Função de Bruno Lima/ });
    await expect(select).toHaveTextContent('Administrador');
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Administrador',
      'Editor',
      'Visualizador',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Editor' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(bruno, 'EDITOR');
  },
};

/** An ADMIN manages the others but not their own membership: their row keeps the badge. */
export const ChangeRoleAsAdmin: Story = {
  args: {
    project: project && { ...project, userRole: 'ADMIN' },
    onChangeRole: fn(),
    currentUserId: bruno?.userId ?? null,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Agência Aurora' });
    await expect(within(dialog).queryByRole('button', { name: /Função de Bruno Lima/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: /Função de Carla Dias/ })).toBeEnabled();
  },
};

/**
 * A role change is saving: that member's removal waits, and another choice in their select sends nothing
 * until it is saved; the select keeps the keyboard.
 */
export const ChangingRole: Story = {
  args: { onChangeRole: fn(), pendingId: bruno?.id ?? null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('button', { name: /Função de Bruno Lima/ });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await expect(args.onChangeRole).not.toHaveBeenCalled();
    await expect(select).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: /Função de Carla Dias/ })).toBeEnabled();
  },
};

/** The server refused the role change: its message under the members list. */
export const ChangeRoleError: Story = {
  args: { onChangeRole: fn(), roleError: 'A função do proprietário não pode ser alterada' },
  play: async () => {
    await expect(await screen.findByText('A função do proprietário não pode ser alterada')).toBeVisible();
  },
};

/** An EDITOR (or a VIEWER) sees who is in the project and nothing to change. */
export const ReadOnly: Story = {
  args: { project: projects[1] ?? null, onChangeRole: fn() },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Cliente Padaria Sol' });
    const list = within(dialog).getByRole('list', { name: 'Membros' });
    await expect(within(list).queryAllByRole('button')).toHaveLength(0);
    await expect(list).toHaveTextContent('Administrador');
  },
};

/** 'Remover' asks first: the destructive 'Remover membro' confirmation names the person and the project. */
export const RemoveConfirmation: Story = {
  args: { onRemoveMember: fn(async () => {}) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Agência Aurora' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover Bruno Lima' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover membro' });
    await expect(confirm).toHaveTextContent(/Bruno Lima do projeto "Agência Aurora"/);
    await expect(args.onRemoveMember).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover membro' }));
    await expect(args.onRemoveMember).toHaveBeenCalledWith(bruno);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Cancelling the confirmation removes nobody. */
export const RemoveCancelled: Story = {
  args: { onRemoveMember: fn(async () => {}) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Agência Aurora' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover Carla Dias' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover membro' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onRemoveMember).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Membros de Agência Aurora' })).toBeVisible();
  },
};

/** The server refused a removal: its message under the members list. */
export const RemoveError: Story = {
  args: { removeError: 'Apenas o proprietário pode remover administradores' },
  play: async () => {
    await expect(await screen.findByText('Apenas o proprietário pode remover administradores')).toBeVisible();
  },
};

const inviteArgs = {
  project,
  onClose: fn(),
  onInvite: fn(async () => {}),
  messages: projectSwitcherMessages,
};

/** 'Convidar membros': an e-mail and the role the invite grants (Editor by default). */
export const InviteForm: Story = {
  render: () => <InviteMemberDialog {...inviteArgs} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Convidar membros' });
    await expect(within(dialog).getByRole('button', { name: /Função/ })).toHaveTextContent('Editor');
  },
};

/** The SDK's e-mail rule fires on submit. */
export const InviteInvalidEmail: Story = {
  render: () => <InviteMemberDialog {...inviteArgs} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Convidar membros' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'ana@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(inviteArgs.onInvite).not.toHaveBeenCalled();
  },
};

/** The server refused the invite: its message stays in the dialog. */
export const InviteError: Story = {
  render: () => <InviteMemberDialog {...inviteArgs} errorMessage="Esta pessoa já é membro do projeto" />,
  play: async () => {
    await expect(await screen.findByText('Esta pessoa já é membro do projeto')).toBeVisible();
  },
};

/** 'Excluir projeto': the destructive confirmation naming what goes with the project. */
export const DeleteConfirmation: Story = {
  render: () => (
    <DeleteProjectDialog
      project={project}
      onClose={fn()}
      onDelete={fn(async () => {})}
      onError={fn()}
      messages={projectSwitcherMessages}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir projeto' });
    await expect(dialog).toHaveTextContent(/"Agência Aurora"/);
    await expect(within(dialog).getByRole('button', { name: 'Excluir projeto' })).toBeVisible();
  },
};
