import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { row } from '../../.storybook/layout.css';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Rascunho' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rascunho')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div className={row}>
      <Badge>Rascunho</Badge>
      <Badge tone="primary">Editando</Badge>
      <Badge tone="success">Ativo</Badge>
      <Badge tone="warning">Pendente</Badge>
      <Badge tone="danger">Não disponível</Badge>
    </div>
  ),
};

export const DarkTheme: Story = { ...Tones, globals: { theme: 'dark' } };
