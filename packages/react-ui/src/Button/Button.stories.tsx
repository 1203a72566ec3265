import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { row } from '../../.storybook/layout.css';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Salvar', onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancelar' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Ver todos' } };

export const Destructive: Story = { args: { variant: 'destructive', children: 'Excluir' } };

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-focus-visible');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Carregando...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Carregando/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className={row}>
      <Button {...args}>Salvar</Button>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args} variant="destructive">
        Excluir
      </Button>
      <Button {...args} isDisabled>
        Desativado
      </Button>
    </div>
  ),
};
