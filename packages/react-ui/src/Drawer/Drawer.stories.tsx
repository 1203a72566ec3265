import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Modal';
import { Drawer } from './Drawer';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: { title: 'Guia de primeiros passos', onOpenChange: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Abrir guia</Button>
      <Drawer {...args}>Conecte suas redes sociais para começar.</Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Guia de primeiros passos' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Abrir guia' })).toHaveFocus();
  },
};

export const Open: Story = {
  args: { isOpen: true },
  render: (args) => <Drawer {...args}>Conecte suas redes sociais para começar.</Drawer>,
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Left: Story = {
  args: { isOpen: true, placement: 'left', title: 'Menu' },
  render: (args) => <Drawer {...args}>Painel · Posts · Calendário</Drawer>,
};
