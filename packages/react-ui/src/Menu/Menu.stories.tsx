import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Menu, MenuItem } from './Menu';

const onAction = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction },
  render: (args) => (
    <Menu {...args}>
      <MenuItem id="download">Baixar</MenuItem>
      <MenuItem id="rename">Renomear</MenuItem>
      <MenuItem id="delete" tone="danger">
        Excluir
      </MenuItem>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mais ações' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('rename');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, label: 'Ações' },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'Excluir' })).toBeVisible();
  },
};

export const DisabledItem: Story = {
  args: { defaultOpen: true, disabledKeys: ['download'] },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'Baixar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
