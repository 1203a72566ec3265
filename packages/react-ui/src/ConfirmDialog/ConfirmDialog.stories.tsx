import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: { isOpen: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: 'Confirmar ação' / 'Tem certeza que deseja continuar?', 'Confirmar' and 'Cancelar'. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar ação' });
    await expect(dialog).toHaveTextContent('Tem certeza que deseja continuar?');
    await expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    // The story keeps `isOpen` true: the keyboard focus stays on the confirm button after the action.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus());
  },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Excluir pasta',
    description: 'A pasta e todos os arquivos dentro dela serão excluídos.',
    confirmLabel: 'Excluir',
  },
};

/** Cancel from the keyboard: Tab back to 'Cancelar' and press Space. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the action runs: 'Carregando...' and both buttons disabled. */
export const Loading: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const confirm = screen.getByRole('button', { name: 'Carregando...' });
    // Pending keeps the focus on the button but refuses presses (aria-disabled).
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};
