import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { fixtureNow } from '../PostCard/fixtures';
import { instagramVersionCaption, postInReview, sampleHistory } from '../ReviewQueue/fixtures';
import { ReviewPage } from './ReviewPage';

const reviewPost = (id: number, status: 'IN_REVIEW' | 'APPROVED') => {
  const post = postInReview(id);
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
    versions: post.versions ?? [],
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

/**
 * Each post shows only the networks it goes to (Facebook and Instagram, no other tab), each with its own
 * version: Instagram's caption is not Facebook's.
 */
export const NetworkVersions: Story = {
  play: async ({ canvas }) => {
    const post = within(canvas.getByRole('listitem', { name: 'Post #41' }));
    const tabs = within(post.getByRole('tablist', { name: 'Pré-visualização por rede' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Facebook', 'Instagram']);
    await expect(post.getByText(/^Lançamento da coleção de verão/)).toBeVisible();
    await userEvent.click(tabs.getByRole('tab', { name: 'Instagram' }));
    await expect(await post.findByText(instagramVersionCaption(41), { exact: false })).toBeVisible();
    await expect(post.getByRole('article', { name: 'cafe.aurora' })).toBeVisible();
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
