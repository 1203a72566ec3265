import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { ApiKeysPanel } from './ApiKeysPanel';

const keys = [
  {
    id: '0b8f4c1e-6a3d-4f2b-9c7e-5d1a2b3c4d5e',
    name: 'Loja virtual',
    prefix: 'pk_Xq3vB7',
    scopes: ['posts:read', 'posts:write'] as const,
    createdAt: '2026-11-20T14:05:00.000Z',
    lastUsedAt: '2026-11-24T09:30:00.000Z',
  },
  {
    id: '1c9a5d2f-7b4e-4a3c-8d1e-6f2b3c4d5e6f',
    name: 'Relatórios',
    prefix: 'pk_M2kPq9',
    scopes: ['metrics:read', 'accounts:read'] as const,
    createdAt: '2026-11-18T10:00:00.000Z',
    lastUsedAt: null,
  },
];

const meta = {
  parameters: domainComponent,
  title: 'Settings/ApiKeysPanel',
  component: ApiKeysPanel,
  args: {
    keys: keys.map((key) => ({ ...key, scopes: [...key.scopes] })),
    origins: ['https://loja.exemplo.com.br'],
    onCreate: fn(async () => {}),
    onRevoke: fn(async () => {}),
    onSaveOrigins: fn(async () => {}),
    onDismissSecret: fn(),
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof ApiKeysPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two active keys (one never used) and one allowed origin. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chaves de API' })).toBeVisible();
    await expect(canvas.getByText('Loja virtual')).toBeVisible();
    await expect(canvas.getByText('Nunca usada', { exact: false })).toBeVisible();
    await expect(canvas.getByText('https://loja.exemplo.com.br')).toBeVisible();
  },
};

/** No key yet and no allowed origin. */
export const Empty: Story = {
  args: { keys: [], origins: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma chave criada')).toBeVisible();
  },
};

/** The keys are being read. */
export const Loading: Story = { args: { keys: [], isLoading: true } };

/** The keys could not be read. */
export const LoadError: Story = {
  args: { keys: [], hasError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar as chaves de API.')).toBeVisible();
  },
};

/** Right after creating a key: its secret, shown this once, with a copy action. */
export const SecretShownOnce: Story = {
  args: {
    revealedKey: {
      id: '0b8f4c1e-6a3d-4f2b-9c7e-5d1a2b3c4d5e',
      name: 'Loja virtual',
      prefix: 'pk_Xq3vB7',
      createdAt: '2026-11-24T14:05:00.000Z',
      scopes: ['posts:read', 'posts:write'],
      lastUsedAt: null,
      secret: 'pk_Xq3vB7nR2kP9sT4wY6zA8cE1gJ5mL0oQ3uV7xZ2bD4f',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Chave secreta' })).toHaveValue(
      'pk_Xq3vB7nR2kP9sT4wY6zA8cE1gJ5mL0oQ3uV7xZ2bD4f',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar chave' }));
    await expect(args.copy).toHaveBeenCalledWith('pk_Xq3vB7nR2kP9sT4wY6zA8cE1gJ5mL0oQ3uV7xZ2bD4f');
    await expect(canvas.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};

/** Creating without a name or a scope shows the rules' messages. */
export const CreateInvalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar chave' }));
    await expect(canvas.getByText('Dê um nome à chave')).toBeVisible();
    await expect(canvas.getByText('Escolha pelo menos uma permissão')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Revoking asks first. */
export const ConfirmRevoke: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revogar a chave Loja virtual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revogar a chave Loja virtual?' });
    await expect(dialog).toHaveTextContent(/param de funcionar na hora/);
  },
};

export const DarkTheme: Story = { ...Default, parameters: {}, globals: { theme: 'dark' } };
