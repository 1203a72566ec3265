import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressRing } from './ProgressRing';

const meta = {
  title: 'Primitives/ProgressRing',
  component: ProgressRing,
  args: { 'aria-label': 'Progresso do guia', value: 2, minValue: 0, maxValue: 4, centerLabel: '2/4' },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Onboarding progress: completed steps over the total. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Progresso do guia' });
    await expect(ring).toHaveAttribute('aria-valuenow', '2');
    await expect(ring).toHaveTextContent('2/4');
  },
};

export const Empty: Story = { args: { value: 0, centerLabel: '0/4' } };

export const Complete: Story = { args: { value: 4, centerLabel: '4/4' } };
