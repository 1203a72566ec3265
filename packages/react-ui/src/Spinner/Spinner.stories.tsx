import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { row } from '../../.storybook/layout.css';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const WithLabel: Story = { args: { showLabel: true, label: 'Carregando métricas...' } };

export const Sizes: Story = {
  render: () => (
    <div className={row}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};
