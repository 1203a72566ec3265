import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { ToastRegion } from '../ToastRegion/ToastRegion';
import { createToastQueue } from '../ToastRegion/toastQueue';
import { fullLimits, limits, projects } from './fixtures';
import { ProjectSwitcher } from './ProjectSwitcher';

const queue = createToastQueue();

const meta = {
  parameters: domainComponent,
  title: 'Account/ProjectSwitcher',
  component: ProjectSwitcher,
  args: {
    projects,
    currentProjectId: projects[0]?.id ?? null,
    limits,
    toastQueue: queue,
    onSelect: fn(),
    onCreate: fn(async () => {}),
    onEdit: fn(),
    onManageMembers: fn(),
    onInvite: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion queue={queue} />
      </>
    ),
  ],
  beforeEach: () => {
    queue.clear();
  },
} satisfies Meta<typeof ProjectSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 de 5 projetos')).toBeVisible();
  },
};

/** The list: each project with its role, members and the default marker. */
export const OpenList: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Projeto atual/ }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: /Loja Verde/ })).toHaveTextContent(/Visualizador/);
  },
};

/** An owner sees every action on the project. */
export const OwnerActions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações do projeto' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Editar projeto', 'Gerenciar membros', 'Convidar membros', 'Excluir projeto']);
  },
};

/** An editor may edit and set the default, but not manage members, invite or delete. */
export const EditorActions: Story = {
  args: { currentProjectId: projects[1]?.id ?? null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações do projeto' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Editar projeto', 'Definir como padrão']);
  },
};

export const Loading: Story = {
  args: { projects: [], currentProjectId: null, isLoading: true, limits: null },
};

export const LoadError: Story = {
  args: { projects: [], currentProjectId: null, hasError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar projetos');
  },
};

export const Unlimited: Story = {
  args: { limits: { canCreateProject: true, currentProjects: 3, maxProjects: 0, maxAccountsPerProject: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 projetos (ilimitado)')).toBeVisible();
  },
};

/** The dialog's rules fire on submit, with the spec's messages. */
export const CreateDialogInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Novo Projeto' }));
    await screen.findByRole('dialog', { name: 'Criar Novo Projeto' });
    await userEvent.keyboard('ab');
    await userEvent.click(screen.getByRole('button', { name: 'Criar Projeto' }));
    await expect(screen.getByText('Nome deve ter pelo menos 3 caracteres')).toBeVisible();
    await expect(screen.getByText('Descrição é obrigatória')).toBeVisible();
  },
};

export const LimitReached: Story = {
  args: { limits: fullLimits },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Novo Projeto' }));
    await expect(await screen.findByText('Você atingiu o limite de 5 projetos do seu plano.')).toBeVisible();
    await expect(screen.queryByRole('textbox')).toBeNull();
  },
};

export const CreateError: Story = {
  args: {
    onCreate: fn(async () => {
      throw new Error('Já existe um projeto com esse nome');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Novo Projeto' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('Agência Aurora{Tab}Projeto principal da agência');
    await userEvent.click(screen.getByRole('button', { name: 'Criar Projeto' }));
    const toast = await screen.findByRole('alertdialog', { name: /Erro ao criar projeto/ });
    await expect(toast).toHaveTextContent(/Já existe um projeto com esse nome/);
  },
};

/** 'Editar projeto' with `onUpdate` and no `onEdit`: the switcher's own dialog, filled from the project. */
export const EditDialog: Story = {
  args: { onEdit: undefined, onUpdate: fn(async () => {}) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações do projeto' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar projeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar projeto' });
    await expect(within(dialog).getByRole('textbox', { name: 'Nome do projeto' })).toHaveValue(
      projects[0]?.name,
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
