import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleHistory } from '../ReviewQueue/fixtures';
import { PostHistory } from './PostHistory';

const meta = {
  title: 'Posts/PostHistory',
  component: PostHistory,
  args: { postId: 42, events: sampleHistory, timeZone: 'America/Sao_Paulo', onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: who created, asked for changes (with the comment), approved through a review link, and where it was published. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Histórico do post #42' });
    await expect(list).toBeVisible();
    await expect(canvas.getByText('Ana Dona solicitou alterações')).toBeVisible();
    await expect(canvas.getByText('Troque a foto da capa pela versão com o logo.')).toBeVisible();
    await expect(canvas.getByText('Maria Souza (cliente) aprovou')).toBeVisible();
    await expect(canvas.getByText('Publicado no Instagram')).toBeVisible();
  },
};

/** Closed until 'Histórico' is pressed (a connected card reads it then). */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Histórico' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Carla Editora criou o post')).toBeVisible();
  },
};
