import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Enviando logo.png', value: 40 },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Enviando logo.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
  },
};

export const Empty: Story = { args: { value: 0 } };

/** Storage usage: the value label is the formatted size, the bar capped at 100 %. */
export const StorageUsage: Story = {
  args: { label: 'Armazenamento', value: 100, valueLabel: '5,2 GB de 5 GB', tone: 'danger' },
};

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Envio concluído' } };
