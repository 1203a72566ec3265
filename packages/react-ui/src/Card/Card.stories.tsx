import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Últimos posts',
    actions: (
      <Button variant="ghost" size="sm">
        Ver todos
      </Button>
    ),
    children: 'Seus posts mais recentes aparecem aqui.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Últimos posts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver todos' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Gerenciar Cobrança',
    description: 'Acesse o portal para trocar de plano ou atualizar o pagamento.',
    actions: undefined,
  },
};

export const Plain: Story = { args: { title: undefined, actions: undefined } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
