import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ToastRegion } from '../ToastRegion/ToastRegion';
import { createToastQueue } from '../ToastRegion/toastQueue';
import { AccountLinking } from './AccountLinking';
import { platforms } from './fixtures';

const meta = {
  title: 'Settings/AccountLinking',
  component: AccountLinking,
  args: { platforms, onConnect: fn(async () => {}), onRemove: fn(async () => {}), onDismissReturn: fn() },
} satisfies Meta<typeof AccountLinking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 conta(s) conectada(s)')).toBeVisible();
    await expect(canvas.getAllByText('Não conectado')).toHaveLength(2);
    await expect(canvas.getByText('Total de contas conectadas: 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Conectar LinkedIn' })).toBeDisabled();
  },
};

export const NothingConnected: Story = {
  args: { platforms: platforms.map((platform) => ({ ...platform, socialMediaAccounts: [] })) },
};

export const Loading: Story = { args: { platforms: [], isLoading: true } };

export const LoadError: Story = { args: { platforms: [], hasError: true } };

/** The Instagram warning: the account must be professional. */
export const InstagramWarning: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar Instagram' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conectar Instagram' });
    await expect(dialog).toHaveTextContent(/precisa ser profissional/);
  },
};

export const FacebookWarning: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar Facebook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conectar Facebook' });
    await expect(dialog).toHaveTextContent(/gerenciar e publicar seus posts/);
  },
};

export const TikTokWarning: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar TikTok' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conectar TikTok' });
    await expect(dialog).toHaveTextContent(/redirecionado para o TikTok/);
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

export const RemoveConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover @padaria.sol' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover conta' });
    await expect(within(dialog).getByRole('button', { name: 'Remover' })).toHaveFocus();
  },
};

const removeQueue = createToastQueue();

/** A refused removal: the shared error toast, 'Erro ao processar a requisição' with the server's message. */
export const RemoveError: Story = {
  args: {
    toastQueue: removeQueue,
    onRemove: fn(async () => {
      throw new Error('Conta não encontrada');
    }),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion queue={removeQueue} />
      </>
    ),
  ],
  beforeEach: () => {
    removeQueue.clear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover @padaria.sol' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remover' }));
    await expect(await screen.findByText('Erro ao processar a requisição')).toBeVisible();
    await expect(screen.getByText('Conta não encontrada')).toBeVisible();
    await expect(screen.queryByRole('alertdialog', { name: 'Remover conta' })).toBeNull();
  },
};

export const ReturnSuccess: Story = {
  args: { returnOutcome: { status: 'success', platformName: 'TikTok' } },
};

export const ReturnPending: Story = { args: { returnOutcome: { status: 'pending' } } };

export const ReturnDenied: Story = {
  args: { returnOutcome: { status: 'denied' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A autorização foi negada. Nenhuma conta foi conectada.',
    );
  },
};

export const ReturnInvalid: Story = { args: { returnOutcome: { status: 'invalid' } } };

export const ReturnFailed: Story = {
  args: { returnOutcome: { status: 'failed', reason: 'Esta conta já está conectada a outro projeto' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
