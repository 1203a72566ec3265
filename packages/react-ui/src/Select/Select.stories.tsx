import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { Select, SelectItem } from './Select';

interface Role {
  id: string;
  name: string;
}

const roles: Role[] = [
  { id: 'ADMIN', name: 'Administrador' },
  { id: 'EDITOR', name: 'Editor' },
  { id: 'VIEWER', name: 'Leitor' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select<Role>,
  args: {
    label: 'Papel',
    items: roles,
    onSelectionChange: fn(),
    children: (item: Role) => <SelectItem id={item.id}>{item.name}</SelectItem>,
  },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof Select<Role>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Papel/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('EDITOR');
    await expect(trigger).toHaveTextContent('Editor');
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Papel/ }));
    await expect(await screen.findByRole('option', { name: 'Leitor' })).toBeVisible();
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'ADMIN' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Escolha um papel' } };

export const Disabled: Story = { args: { isDisabled: true } };
