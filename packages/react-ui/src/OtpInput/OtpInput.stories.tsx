import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'Primitives/OtpInput',
  component: OtpInput,
  args: { onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing moves to the next box; the sixth digit submits; Backspace goes back. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await userEvent.keyboard('12345');
    await expect(canvas.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Dígito 5 de 6' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Dígito 5 de 6' })).toHaveValue('');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('56');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** Pasting a code fills every box and submits at once. */
export const Paste: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await userEvent.paste('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
    await expect(canvas.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveValue('4');
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Código inválido ou expirado' } };

export const Disabled: Story = { args: { isDisabled: true } };
