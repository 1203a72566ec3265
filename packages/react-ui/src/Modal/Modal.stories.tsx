import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { DialogTrigger } from './index';
import { Modal } from './Modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: { title: 'Criar Novo Projeto', onOpenChange: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button>Criar projeto</Button>
      <Modal {...args}>
        <TextField label="Nome do projeto" autoFocus />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the keyboard; Escape closes and gives focus back to the trigger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Criar projeto' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Criar Novo Projeto' });
    await expect(dialog).toBeVisible();
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expect(screen.getByRole('textbox', { name: 'Nome do projeto' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.documentElement.style.overflow).toBe('');
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: {
    isOpen: true,
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Criar</Button>
      </>
    ),
  },
  render: (args) => (
    <Modal {...args}>
      <TextField label="Nome do projeto" />
    </Modal>
  ),
};

/** With a back button, as in multi-step flows; the close button can be hidden. */
export const WithBackButton: Story = {
  args: { isOpen: true, title: 'Upload de Arquivo', onBack: fn(), showCloseButton: false },
  render: (args) => <Modal {...args}>Escolha os arquivos para enviar.</Modal>,
  play: async ({ args }) => {
    await expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const CloseButton: Story = {
  args: { isOpen: true },
  render: (args) => <Modal {...args}>Conteúdo do projeto.</Modal>,
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
