import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { TimeSelect } from './TimeSelect';

const meta = {
  title: 'Primitives/TimeSelect',
  component: TimeSelect,
  args: { onChange: fn() },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof TimeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: shows the 'Horário' placeholder and offers 00:00 to 23:55 in 5-minute steps. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Horário/ });
    await expect(trigger).toHaveTextContent('Horário');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    await expect(options[0]).toHaveTextContent('00:00');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('00:10');
    await expect(trigger).toHaveTextContent('00:10');
  },
};

export const Selected: Story = { args: { defaultValue: '14:30' } };

export const CustomChoices: Story = {
  args: { choices: ['09:00', '12:00', '18:00'], label: 'Melhor horário' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Melhor horário/ }));
    await expect(await screen.findAllByRole('option')).toHaveLength(3);
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Escolha um horário' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '08:00' } };
