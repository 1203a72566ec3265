import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { SelectItem } from '../Select/Select';
import { ComboBox } from './ComboBox';

interface Folder {
  id: string;
  name: string;
}

const folders: Folder[] = [
  { id: 'campanhas', name: 'Campanhas' },
  { id: 'lancamentos', name: 'Lançamentos' },
  { id: 'bastidores', name: 'Bastidores' },
  { id: 'clientes', name: 'Clientes' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox<Folder>,
  args: {
    label: 'Pasta',
    defaultItems: folders,
    onSelectionChange: fn(),
    children: (item: Folder) => <SelectItem id={item.id}>{item.name}</SelectItem>,
  },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof ComboBox<Folder>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Pasta' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('la');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveTextContent('Lançamentos');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('lancamentos');
    await expect(input).toHaveValue('Lançamentos');
  },
};

export const NoResults: Story = {
  args: { allowsEmptyCollection: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'xyz');
    await expect(await screen.findByText('Nenhum resultado encontrado')).toBeVisible();
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Escolha uma pasta' } };

export const Disabled: Story = { args: { isDisabled: true } };
