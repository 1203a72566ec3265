import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { PostCard } from '../PostCard';
import { fixtureNow, sampleAccounts, samplePosts } from '../PostCard/fixtures';
import { PostsGrid } from './PostsGrid';

const posts = samplePosts(6);

const meta = {
  parameters: domainComponent,
  title: 'Posts/PostsGrid',
  component: PostsGrid,
  args: {
    posts,
    hasMore: true,
    onLoadMore: fn(),
    onRefresh: fn(),
    minColumnWidth: 340,
    renderPost: (post) => (
      <PostCard
        post={post}
        accounts={sampleAccounts}
        timeZone="America/Sao_Paulo"
        now={fixtureNow}
        onSave={fn()}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 600, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Todos os posts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Novo Post' })).toBeVisible();
  },
};

export const LoadingFirstPage: Story = { args: { posts: [], isLoading: true } };

export const LoadingMore: Story = {
  args: { isLoadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando mais posts...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { posts: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhum post encontrado' })).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { isError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao buscar posts');
  },
};

export const Refreshing: Story = { args: { isRefreshing: true } };
