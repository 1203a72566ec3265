import { PostifyApiError } from '@postify/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import {
  campaignFiles,
  campaignFolders,
  campaignLocation,
  overLimitUsage,
  rootFolders,
  usage,
} from './fixtures';
import { MemoryStorageBrowser } from './MemoryStorageBrowser';
import { StorageBrowser } from './StorageBrowser';

const meta = {
  parameters: domainComponent,
  title: 'Storage/StorageBrowser',
  component: StorageBrowser,
  args: {
    location: null,
    rootFolders,
    usage,
    timeZone: 'America/Sao_Paulo',
    onNavigate: fn(),
    onCreateFolder: fn(async () => {}),
    onUpload: fn(async () => {}),
    onRename: fn(async () => {}),
    onDelete: fn(async () => {}),
    onDownload: fn(async () => {}),
  },
} satisfies Meta<typeof StorageBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The root: usage in the sidebar, root folders in the sidebar and the table. */
export const Root: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2,5 GB de 10 GB')).toBeVisible();
    await expect(canvas.getByText('Plano Starter')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Contratos/ })).toBeVisible();
  },
};

/** Inside a folder: subfolders first, then files with thumbnails and type icons. */
export const InsideFolder: Story = {
  args: { location: campaignLocation, folders: campaignFolders, files: campaignFiles },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Baixar briefing.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mais ações para briefing.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Baixar Black Friday' })).toBeNull();
    await expect(canvas.getAllByRole('gridcell', { name: 'Arquivo' })).toHaveLength(5);
  },
};

/** Sorted by 'Criado em', newest first. */
export const SortedByDate: Story = {
  args: { ...InsideFolder.args, defaultSort: { column: 'createdAt', direction: 'descending' } },
};

export const EmptyRoot: Story = { args: { rootFolders: [] } };

export const EmptyFolder: Story = { args: { location: campaignLocation, folders: [], files: [] } };

export const Loading: Story = {
  args: { rootFolders: [], isLoading: true, isUsageLoading: true, usage: null },
};

export const RootLoadError: Story = {
  args: { rootFolders: [], hasError: true, hasUsageError: true, usage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Erro ao carregar dados do storage')).toBeVisible();
    await expect(canvas.getByText('Erro ao carregar uso')).toBeVisible();
  },
};

export const FolderLoadError: Story = {
  args: { location: campaignLocation, hasError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Erro ao carregar conteúdo da pasta')).toBeVisible();
  },
};

/** Over the plan's limit: the bar stops at 100 %, the text says 120 % and the overrun is marked. */
export const OverLimit: Story = {
  args: { usage: overLimitUsage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('120%')).toBeVisible();
    await expect(canvas.getByText('Limite de armazenamento excedido')).toBeVisible();
  },
};

/** 'Adicionar Arquivo' at the root: only 'Nova Pasta'; the upload tab is disabled. */
export const AddFileAtRoot: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Arquivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Arquivo' });
    await expect(within(dialog).getByRole('tab', { name: 'Upload de Arquivo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Nome da pasta' })).toHaveFocus();
  },
};

/** A failed folder creation shows the spec's status-specific reason. */
export const CreateFolderError: Story = {
  args: {
    onCreateFolder: fn(async () => {
      throw new PostifyApiError({ status: 404, code: 'NOT_FOUND', message: 'Not Found' });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Arquivo' }));
    await userEvent.keyboard('Fotos{Enter}');
    await expect(
      await screen.findByText(
        'Erro ao criar pasta: Endpoint não encontrado. Verifique a configuração da API.',
      ),
    ).toBeVisible();
    // The keyboard stays on the name, ready to correct it.
    await expect(screen.getByRole('textbox', { name: 'Nome da pasta' })).toHaveFocus();
  },
};

/** Two files on their way: one at 40 %, one done. */
export const UploadInProgress: Story = {
  render: () => (
    <MemoryStorageBrowser
      initialLocation={campaignLocation}
      upload={(file, onProgress) => {
        if (file.name === 'roteiro.txt') {
          onProgress(100);
          return Promise.resolve();
        }
        onProgress(40);
        return new Promise(() => {});
      }}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Arquivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Arquivo' });
    await expect(within(dialog).getByRole('tab', { name: 'Upload de Arquivo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, [
      new File(['video'], 'making-of.mp4', { type: 'video/mp4' }),
      new File(['texto'], 'roteiro.txt', { type: 'text/plain' }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(dialog).getByText('40%')).toBeVisible());
    await expect(within(dialog).getByText('Enviado')).toBeVisible();
  },
};

export const RenameDialog: Story = {
  args: InsideFolder.args,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear briefing.pdf' }));
    await expect(await screen.findByRole('textbox', { name: 'Novo nome' })).toHaveValue('briefing.pdf');
  },
};

export const RenameError: Story = {
  args: {
    ...InsideFolder.args,
    onRename: fn(async () => {
      throw new Error('falhou');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear briefing.pdf' }));
    const name = await screen.findByRole('textbox', { name: 'Novo nome' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Erro ao renomear. Tente novamente.')).toBeVisible();
    // The keyboard stays on the name, ready to correct it.
    await expect(name).toHaveFocus();
  },
};

/** While the new name is saved: the field is read-only but keeps the keyboard, and Enter again sends nothing. */
export const Renaming: Story = {
  args: { ...InsideFolder.args, onRename: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear briefing.pdf' }));
    const name = await screen.findByRole('textbox', { name: 'Novo nome' });
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAttribute('readonly');
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveFocus();
    await expect(args.onRename).toHaveBeenCalledTimes(1);
  },
};

export const DeleteConfirmation: Story = {
  args: InsideFolder.args,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir teaser.mp4' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir arquivo' });
    await expect(dialog).toHaveTextContent('Tem certeza que deseja excluir "teaser.mp4"?');
  },
};

export const DeleteError: Story = {
  args: {
    ...InsideFolder.args,
    onDelete: fn(async () => {
      throw new Error('falhou');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir teaser.mp4' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await expect(await canvas.findByText('Erro ao excluir pasta/arquivo')).toBeVisible();
  },
};

export const DownloadError: Story = {
  args: {
    ...InsideFolder.args,
    onDownload: fn(async () => {
      throw new Error('falhou');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar briefing.pdf' }));
    await expect(await canvas.findByText('Erro ao baixar arquivo')).toBeVisible();
  },
};

/** Opening a protected folder asks for its password first. */
export const PasswordPrompt: Story = {
  play: async ({ canvas, args }) => {
    const sidebar = canvas.getByRole('navigation', { name: 'Pastas' });
    await userEvent.click(within(sidebar).getByRole('button', { name: /Contratos/ }));
    await expect(await screen.findByRole('dialog', { name: 'Pasta protegida' })).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  args: InsideFolder.args,
  globals: { theme: 'dark' },
};
