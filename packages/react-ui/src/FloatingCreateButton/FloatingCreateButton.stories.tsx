import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { FloatingCreateButton } from './FloatingCreateButton';

const meta = {
  parameters: domainComponent,
  title: 'Dashboard/FloatingCreateButton',
  component: FloatingCreateButton,
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingCreateButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Novo Post' })).toHaveAttribute('href', '/posts/create');
  },
};

export const PlusOnly: Story = {
  args: { iconOnly: true, label: 'Criar Post' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Criar Post' })).toBeVisible();
  },
};
