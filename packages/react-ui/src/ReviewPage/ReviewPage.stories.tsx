import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { fixtureNow, samplePost } from '../PostCard/fixtures';
import { sampleHistory } from '../ReviewQueue/fixtures';
import { ReviewPage } from './ReviewPage';

const reviewPost = (id: number, status: 'IN_REVIEW' | 'APPROVED') => {
  const post = samplePost(id, { caption: `Lançamento da coleção de verão #${id} ☀️` });
  return {
    id,
    caption: post.caption,
    description: post.description,
    media: post.media,
    schedules: post.schedules.map((s) => ({
      scheduledAt: s.scheduledAt,
      platformName: s.socialMediaAccount.platformName,
      username: s.socialMediaAccount.username,
    })),
    reviewStatus: status,
    decisions: status === 'APPROVED' ? sampleHistory.filter((e) => e.kind === 'APPROVED') : [],
  };
};

const meta = {
  parameters: domainComponent,
  title: 'Posts/ReviewPage',
  component: ReviewPage,
  args: {
    page: {
      projectName: 'Agência Parceira',
      clientName: 'Maria Souza',
      expiresAt: new Date(fixtureNow.getTime() + 7 * 86_400_000).toISOString(),
      posts: [reviewPost(41, 'IN_REVIEW'), reviewPost(42, 'APPROVED')],
    },
    onDecide: fn(async () => {}),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client's page: one post to decide, one already approved with the client's comment. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Revisão de posts' })).toBeVisible();
    await expect(
      canvas.getByText('Agência Parceira enviou estes posts para sua aprovação, Maria Souza.'),
    ).toBeVisible();
    await expect(canvas.getByText('Maria Souza (cliente) aprovou')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar: Post #41' }));
    await expect(args.onDecide).toHaveBeenCalledWith(41, 'APPROVED', undefined);
  },
};

/** The link expired (or was revoked): the page says so and shows nothing else. */
export const Expired: Story = {
  args: { page: undefined, errorMessage: 'Este link de revisão expirou. Peça um novo link a quem o enviou.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Este link de revisão expirou. Peça um novo link a quem o enviou.'),
    ).toBeVisible();
  },
};
