import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'Nenhum post ainda', hint: 'Crie seu primeiro post para começar' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCreate = fn();

export const WithAction: Story = {
  args: { action: <Button onPress={onCreate}>Criar Post</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhum post ainda' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const PostsList: Story = {
  args: { title: 'Nenhum post encontrado', hint: 'Comece criando seu primeiro post!' },
};
