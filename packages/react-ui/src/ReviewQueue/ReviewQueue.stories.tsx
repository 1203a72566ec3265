import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { postInReview, sampleLinks } from './fixtures';
import { ReviewQueue } from './ReviewQueue';

const meta = {
  parameters: domainComponent,
  title: 'Posts/ReviewQueue',
  component: ReviewQueue,
  args: {
    posts: [postInReview(41), postInReview(42, true)],
    links: sampleLinks,
    onDecide: fn(async () => {}),
    onCreateLink: fn(async () => sampleLinks[0] as (typeof sampleLinks)[number]),
    onRevokeLink: fn(async () => {}),
    copy: fn(async () => {}),
    timeZone: 'America/Sao_Paulo',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two posts waiting (one with changes asked), the sharing form and the links sent. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fila de revisão' })).toBeVisible();
    await expect(canvas.getByText('Em revisão')).toBeVisible();
    await expect(canvas.getByText('Alterações solicitadas')).toBeVisible();
    await expect(canvas.getByText('Revogado')).toBeVisible();
  },
};

/** 'Aprovar' records the decision for that post. */
export const Approve: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar: Post #41' }));
    await expect(args.onDecide).toHaveBeenCalledWith(41, 'APPROVED', undefined);
  },
};

/** 'Solicitar alterações' needs a comment before it is sent. */
export const RequestChanges: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar alterações: Post #42' }));
    const form = within(canvas.getByRole('form', { name: 'Solicitar alterações: Post #42' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar' }));
    await expect(form.getByText('Diga o que precisa mudar')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Comentário/ }), 'Mude o horário para a tarde.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar' }));
    await expect(args.onDecide).toHaveBeenCalledWith(42, 'CHANGES_REQUESTED', 'Mude o horário para a tarde.');
  },
};

/** A review link for the chosen post and a client's name; the new link is shown to copy. */
export const ShareWithClient: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Incluir o post #41 no link' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nome do cliente/ }), 'Maria Souza');
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar link de revisão' }));
    await expect(args.onCreateLink).toHaveBeenCalledWith({
      clientName: 'Maria Souza',
      postIds: [41],
      expiresInDays: 7,
    });
    await expect(canvas.getByRole('textbox', { name: 'Link de revisão' })).toHaveValue(sampleLinks[0]?.url);
  },
};

/** Nothing waiting. */
export const Empty: Story = {
  args: { posts: [], links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum post aguardando revisão')).toBeVisible();
  },
};
