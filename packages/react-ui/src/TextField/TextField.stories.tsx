import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', placeholder: 'voce@empresa.com.br', onChange: fn() },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana@postify.com.br');
    await expect(input).toHaveValue('ana@postify.com.br');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@postify.com.br');
  },
};

export const WithDescription: Story = { args: { description: 'Usaremos este e-mail para enviar o código.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Email inválido', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Email inválido')).toBeVisible();
  },
};

export const Required: Story = {
  args: { label: 'Nome', isRequired: true, validationBehavior: 'aria', placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toBeRequired();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@postify.com.br' } };
