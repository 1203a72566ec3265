import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecoveryScreen } from './RecoveryScreen';

const meta = {
  title: 'Primitives/RecoveryScreen',
  component: RecoveryScreen,
  args: { onReload: fn() },
} satisfies Meta<typeof RecoveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen failed while drawing: the message is announced and 'Recarregar' is the next tab stop. */
export const RenderError: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Algo deu errado nesta página');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Recarregar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** A part of the app did not arrive (a deploy while the page was open, or no connection). */
export const ChunkNotLoaded: Story = {
  args: { reason: 'update' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar esta página');
    await expect(canvas.getByText(/Uma nova versão do Postify pode ter sido publicada/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recarregar' })).toBeEnabled();
  },
};

export const DarkTheme: Story = { args: { reason: 'update' }, globals: { theme: 'dark' } };
