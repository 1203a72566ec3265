import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Repetições', minValue: 1, defaultValue: 1, onChange: fn() },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Repetições' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const IntervalInDays: Story = { args: { label: 'Intervalo (dias)', defaultValue: 7 } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'O valor mínimo é 1' } };

export const Disabled: Story = { args: { isDisabled: true } };
