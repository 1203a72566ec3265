import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { campaignFiles, campaignFolders, campaignLocation, rootFolders } from '../StorageBrowser/fixtures';
import { StoragePicker } from './StoragePicker';

const campaigns = {
  folderId: campaignLocation.folderId,
  name: campaignLocation.name,
  needsPassword: false,
  parentFolderId: null,
  createdAt: '2026-11-02T13:00:00.000Z',
  subfolders: campaignFolders,
  files: campaignFiles,
  breadcrumbs: [{ folderId: campaignLocation.folderId, name: campaignLocation.name }],
};

/** 'Escolher de Meus Arquivos': the composer's and the post card's way to reuse stored images and videos. */
const meta = {
  title: 'Storage/StoragePicker',
  component: StoragePicker,
  parameters: domainComponent,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    rootFolders,
    folder: campaigns,
    onOpenFolder: fn(),
    onAdd: fn(async () => {}),
  },
} satisfies Meta<typeof StoragePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Escolher de Meus Arquivos' });

/** Inside a folder: its subfolders, then only its images and videos, with thumbnails; two picked. */
export const Folder: Story = {
  parameters: mainStory,
  play: async ({ args }) => {
    const picker = within(await dialog());
    const files = picker.getByRole('grid', { name: 'Arquivos de Campanhas' });
    await expect(within(files).getAllByRole('row')).toHaveLength(2);
    await expect(within(files).queryByText('briefing.pdf')).toBeNull();
    await userEvent.click(within(files).getByText('banner-natal.png'));
    await userEvent.click(within(files).getByText('teaser.mp4'));
    await expect(picker.getByText('2 arquivos selecionados')).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Adicionar (2)' }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith([
        expect.objectContaining({ fileName: 'banner-natal.png' }),
        expect.objectContaining({ fileName: 'teaser.mp4' }),
      ]),
    );
  },
};

/** The root: folders to open; a protected one says where to open it. Nothing can be added yet. */
export const Root: Story = {
  args: { folder: null },
  play: async ({ args }) => {
    const picker = within(await dialog());
    await expect(picker.getByText('Abra uma pasta para escolher imagens e vídeos.')).toBeVisible();
    await expect(
      picker.getByRole('button', { name: 'Contratos (protegida por senha: abra-a em Meus Arquivos)' }),
    ).toBeDisabled();
    await expect(picker.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    await userEvent.click(picker.getByRole('button', { name: 'Campanhas' }));
    await expect(args.onOpenFolder).toHaveBeenCalledWith(rootFolders[0]?.folderId);
  },
};

/** Searching the open folder by name; no match says what was searched. */
export const Search: Story = {
  play: async () => {
    const picker = within(await dialog());
    const search = picker.getByRole('searchbox', { name: 'Buscar nesta pasta' });
    await userEvent.type(search, 'banner');
    await expect(picker.getAllByRole('row')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'natalino');
    await expect(picker.getByText('Nenhum arquivo com “natalino” nesta pasta')).toBeVisible();
  },
};

/** A storage without folders points to 'Meus Arquivos'. */
export const EmptyStorage: Story = {
  args: { folder: null, rootFolders: [] },
  play: async () => {
    const picker = within(await dialog());
    await expect(
      picker.getByText('Nenhuma pasta em Meus Arquivos ainda. Envie arquivos na página Meus Arquivos.'),
    ).toBeVisible();
  },
};

/** While a folder loads. */
export const Loading: Story = {
  args: { folder: null, isLoading: true },
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** A folder that could not be read: the hooks' pt-BR failure text. */
export const LoadError: Story = {
  args: { folder: null, error: 'Erro ao carregar conteúdo da pasta' },
  play: async () => {
    await expect(within(await dialog()).getByText('Erro ao carregar conteúdo da pasta')).toBeVisible();
  },
};

/** The chosen files could not be read back (an expired link): the dialog stays open with its choice. */
export const AddFailed: Story = {
  args: {
    onAdd: fn(async () => {
      throw new Error('expired');
    }),
  },
  play: async ({ args }) => {
    const picker = within(await dialog());
    await userEvent.click(picker.getByText('banner-natal.png'));
    await userEvent.click(picker.getByRole('button', { name: 'Adicionar (1)' }));
    await expect(
      await picker.findByText('Não foi possível adicionar os arquivos escolhidos. Tente novamente.'),
    ).toBeVisible();
    await expect(picker.getByText('1 arquivo selecionado')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
