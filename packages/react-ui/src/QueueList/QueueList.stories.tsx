import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { sampleQueue } from './fixtures';
import { QueueList } from './QueueList';

const meta = {
  parameters: domainComponent,
  title: 'Posts/QueueList',
  component: QueueList,
  args: {
    entries: sampleQueue,
    timeZone: 'America/Sao_Paulo',
    onMove: fn(async () => {}),
    subtitle: 'Instagram · @loja.aurora',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three posts in their slots, free slots between them, each post with 'Mover para cima/baixo'. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fila' })).toBeVisible();
    await expect(canvas.getAllByText('Horário livre')).toHaveLength(2);
    await expect(canvas.getByText('30/11/2026 09:00')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Mover para cima: Promoção de verão! ☀️' }),
    ).toBeDisabled();
  },
};

/** 'Mover para baixo' by keyboard trades slots with the next post, and says where it goes now. */
export const MoveDown: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Mover para baixo: Promoção de verão! ☀️' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith({ scheduleId: 341, to: '2026-12-03T12:00:00.000Z' });
    await expect(canvas.getByText('Promoção de verão! ☀️ agora sai em 03/12/2026 09:00.')).toBeInTheDocument();
  },
};

/** A refused move shows the server's reason. */
export const MoveRefused: Story = {
  args: {
    onMove: fn(async () => {
      throw new Error('Só é possível reordenar publicações que ainda aguardam na fila da mesma conta');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mover para cima: Bastidores da nova coleção' }),
    );
    await expect(
      await canvas.findByText(
        'Só é possível reordenar publicações que ainda aguardam na fila da mesma conta',
      ),
    ).toBeVisible();
  },
};

/** Reading the queue. */
export const Loading: Story = { args: { entries: [], isLoading: true } };

/** An account without slots: the way to set them. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A fila está vazia')).toBeVisible();
  },
};

/** 'Mostrar a partir de': a later day shows the queue of the weeks from it. */
export const FromDay: Story = {
  args: { from: '2026-11-30', onFromChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Mostrar a partir de' })).toBeVisible();
    await expect(canvas.getByText('A fila mostra 8 semanas a partir deste dia.')).toBeVisible();
  },
};
