import { passwordStrength } from '@postify/sdk/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { PostifyI18nProvider } from '../i18n/PostifyI18nProvider';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Senha' },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('segredo');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toBeVisible();
  },
};

function LiveChecklist() {
  const [value, setValue] = useState('');
  const strength = passwordStrength(value);
  return (
    <PasswordField
      label="Senha"
      value={value}
      onChange={setValue}
      criteria={strength.criteria}
      level={value ? strength.level : undefined}
    />
  );
}

/** The checklist driven by the SDK's `passwordStrength` rule, as the sign-up form uses it. */
export const WithStrengthChecklist: Story = {
  render: () => <LiveChecklist />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), 'abc');
    await expect(canvas.getByText(/Força da senha: Muito fraca/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), 'DEF12!');
    await expect(canvas.getByText(/Força da senha: Forte/)).toBeVisible();
  },
};

/** Inside `PostifyI18nProvider`: the criteria in its language, a partner's own text for one of them winning. */
export const ChecklistInEnglish: Story = {
  render: () => (
    <PostifyI18nProvider locale="en" messages={{ 'validation.strengthSpecial': 'A symbol such as ! or #' }}>
      <PasswordField
        label="Password"
        defaultValue="abcdefgh1"
        criteria={passwordStrength('abcdefgh1').criteria}
      />
    </PostifyI18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('At least 8 characters')).toBeVisible();
    await expect(canvas.getByText('An uppercase letter')).toBeVisible();
    await expect(canvas.getByText('A symbol such as ! or #')).toBeVisible();
    await expect(canvas.queryByText('Pelo menos 8 caracteres')).not.toBeInTheDocument();
  },
};

export const Weak: Story = {
  render: () => {
    const strength = passwordStrength('abcdefgh1');
    return (
      <PasswordField
        label="Senha"
        defaultValue="abcdefgh1"
        criteria={strength.criteria}
        level={strength.level}
      />
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'As senhas não coincidem', label: 'Confirmar senha' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'segredo' } };
