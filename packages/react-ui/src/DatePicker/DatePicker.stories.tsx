import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { DateField } from './DateField';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Data', onChange: fn(), placeholderValue: new CalendarDate(2025, 5, 27) },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: new CalendarDate(2025, 5, 27) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Data' })).toHaveTextContent('27/05/2025');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 5, 28));
  },
};

/** The calendar open, in pt-BR: month names and weekdays in Portuguese. */
export const CalendarOpen: Story = {
  args: { defaultValue: new CalendarDate(2025, 5, 27) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(/maio de 2025/i);
  },
};

/** Picking a day with the arrow keys and Enter. */
export const PickWithKeyboard: Story = {
  args: { defaultValue: new CalendarDate(2025, 5, 27) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendário/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(/maio de 2025/i);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 5, 28));
  },
};

export const Empty: Story = {};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Escolha uma data' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: new CalendarDate(2025, 5, 27) } };

export const TypedDateField: Story = {
  render: (args) => (
    <DateField
      label="Data de nascimento"
      onChange={args.onChange}
      defaultValue={new CalendarDate(1990, 1, 15)}
    />
  ),
};
